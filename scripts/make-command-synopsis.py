#!/usr/bin/env python3
"""Writes the synopsis at the top of docs/command-line.md from the command's own help, as the man page is made.

    scripts/make-command-synopsis.py            rewrite the synopsis from .build/debug/gesturelab's help
    scripts/make-command-synopsis.py --check    exit 1, showing the difference, where the page is not the help
    --binary PATH                               another build of gesturelab (default: $GESTURELAB_BINARY, else
                                                .build/debug/gesturelab, else .build/release/gesturelab)
    --page PATH                                 another copy of the page (default: docs/command-line.md)

The help is read as swift-argument-parser's JSON (`gesturelab --experimental-dump-help`, which generate-manual reads
too): one line per command, every option it shows, a value's choices where the command lists them. Rerun it after
adding or changing a command or option; DocsTests fails until the page matches.
"""
import difflib
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join(ROOT, "docs", "command-line.md")
BEGIN = "<!-- The synopsis is generated from the command's help by scripts/make-command-synopsis.py: edit the help, then rerun it. -->"
END = "<!-- End of the generated synopsis. -->"
WIDTH = 120


def fail(message, status=1):
    print(f"make-command-synopsis: error: {message}", file=sys.stderr)
    sys.exit(status)


def value(argument):
    """An option's value as the synopsis writes it: its choices where there are few, else its name in capitals."""
    choices = argument.get("allValues") or []
    if choices and len("|".join(choices)) <= 40:
        return "|".join(choices)
    return (argument.get("valueName") or "value").upper().replace("-", "_")


def usage(argument):
    names = argument.get("names") or []
    preferred = argument.get("preferredName") or (names[0] if names else None)
    kind = argument["kind"]
    if kind == "positional":
        text = value(argument)
    else:
        if preferred is None:
            return None
        dashes = "--" if preferred["kind"] in ("long", "longWithSingleDash") else "-"
        if preferred["kind"] == "longWithSingleDash":
            dashes = "-"
        text = dashes + preferred["name"]
        if kind == "option":
            text += " " + value(argument)
    if argument.get("isRepeating"):
        text += " …"
    return f"[{text}]" if argument.get("isOptional") else text


def shown(argument):
    names = {name["name"] for name in argument.get("names") or []}
    return argument.get("shouldDisplay", True) and not names & {"help", "h", "version", "experimental-dump-help"}


def lines(command, path, default=False):
    """One synopsis line (wrapped) per command that runs, its parents' names before it."""
    name = command["commandName"]
    words = path + ([f"[{name}]"] if default else [name])
    subcommands = command.get("subcommands") or []
    if subcommands:
        default_name = command.get("defaultSubcommand")
        result = []
        for sub in subcommands:
            result += lines(sub, words, default=sub["commandName"] == default_name)
        return result
    parts = [usage(argument) for argument in command.get("arguments") or [] if shown(argument)]
    head = " ".join(words)
    # Wrapped between arguments, never inside one ("[--split all|design]" stays whole), the next lines indented
    # under the first argument.
    result, line = [], head
    for part in (part for part in parts if part):
        if len(line) + 1 + len(part) > WIDTH and line.strip() != "":
            result.append(line)
            line = " " * len(head) + " " + part
        else:
            line += " " + part
    return result + [line]


def synopsis(binary):
    try:
        dump = subprocess.run([binary, "--experimental-dump-help"], capture_output=True, text=True, check=True)
    except FileNotFoundError:
        fail(f"no gesturelab at {binary}: build it first (swift build --product gesturelab)")
    except subprocess.CalledProcessError as error:
        fail(f"{binary} --experimental-dump-help exited with status {error.returncode}: {error.stderr.strip()}")
    try:
        tool = json.loads(dump.stdout)
    except json.JSONDecodeError as error:
        fail(f"{binary} --experimental-dump-help did not print the help as JSON ({error})")
    result = lines(tool["command"], [])
    # `eval diff` is dispatched before the argument parser (eval's files come first on its command line), so the
    # root's help does not list it: its own help goes after eval's lines.
    diff = json.loads(run_help([binary, "eval", "diff"]))["command"]
    diff["commandName"] = "diff"
    diff.pop("subcommands", None)  # the help command every root has
    eval_end = next(index for index, line in enumerate(result) if line.startswith("gesturelab eval "))
    while eval_end + 1 < len(result) and result[eval_end + 1].startswith(" "):
        eval_end += 1
    result = result[:eval_end + 1] + lines(diff, ["gesturelab", "eval"]) + result[eval_end + 1:]
    # `classroom serve|restore|bench` pass their arguments to the server's own program: its help gives them.
    server = os.path.join(os.path.dirname(binary), "gesturelab-classroom")
    if not os.access(server, os.X_OK):
        fail(f"no gesturelab-classroom beside {binary}: build it first (swift build --product gesturelab-classroom)")
    passed = {sub["commandName"]: sub for sub in json.loads(run_help([server]))["command"].get("subcommands") or []}
    expanded = []
    for line in result:
        words = line.split(" ")
        if words[:2] == ["gesturelab", "classroom"] and line.endswith("[ARGUMENTS …]") and words[2] in passed:
            expanded += lines(passed[words[2]], ["gesturelab", "classroom"])
        else:
            expanded.append(line)
    return expanded


def run_help(command):
    try:
        return subprocess.run(command + ["--experimental-dump-help"], capture_output=True, text=True, check=True).stdout
    except subprocess.CalledProcessError as error:
        fail(f"{' '.join(command)} --experimental-dump-help exited with status {error.returncode}")


def page_with(block, page, path):
    if BEGIN not in page or END not in page:
        fail(f"{path} has no generated synopsis between the markers '{BEGIN}' and '{END}'")
    before, rest = page.split(BEGIN, 1)
    _, after = rest.split(END, 1)
    return before + BEGIN + "\n```\n" + "\n".join(block) + "\n```\n" + END + after


def main(arguments):
    check = False
    path = PAGE
    binary = os.environ.get("GESTURELAB_BINARY")
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        if argument == "--check":
            check = True
        elif argument == "--binary":
            if index + 1 >= len(arguments):
                fail("--binary needs a path", 64)
            binary = arguments[index + 1]
            index += 1
        elif argument == "--page":
            if index + 1 >= len(arguments):
                fail("--page needs a path", 64)
            path = arguments[index + 1]
            index += 1
        elif argument in ("-h", "--help"):
            print(__doc__.strip())
            return
        else:
            fail(f"unknown argument '{argument}' (try --help)", 64)
        index += 1
    if binary is None:
        candidates = [os.path.join(ROOT, ".build", folder, "gesturelab") for folder in ("debug", "release")]
        binary = next((path for path in candidates if os.access(path, os.X_OK)), candidates[0])
    try:
        with open(path, encoding="utf-8") as file:
            page = file.read()
    except OSError as error:
        fail(f"cannot read {path}: {error.strerror}")
    updated = page_with(synopsis(binary), page, path)
    if check:
        if updated != page:
            diff = difflib.unified_diff(
                page.splitlines(), updated.splitlines(), "docs/command-line.md", "the command's help", lineterm=""
            )
            print("\n".join(diff))
            print("docs/command-line.md's synopsis is not the command's help: run scripts/make-command-synopsis.py")
            sys.exit(1)
        return
    if updated != page:
        with open(path, "w", encoding="utf-8") as file:
            file.write(updated)
        print(f"wrote the synopsis of {path} from {binary}")
    else:
        print(f"{path}'s synopsis is the command's help already")


if __name__ == "__main__":
    main(sys.argv[1:])

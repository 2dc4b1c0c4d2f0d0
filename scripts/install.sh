#!/usr/bin/env bash
# Installs GestureLab for one user (default) or system-wide, so that it is in the desktop's app menu:
#   scripts/install.sh [--prefix DIR]              build a release binary and install it (default DIR: ~/.local)
#   scripts/install.sh --uninstall [--prefix DIR]  remove exactly what the install put there
#   scripts/install.sh --binary FILE [--prefix DIR]  install an already built binary instead of building one
#
# What goes where (PREFIX = DIR):
#   PREFIX/bin/gesturelab                                   the app (release build; uses the toolchain's Swift runtime)
#   PREFIX/bin/gesturelab-classroom                         the teacher's server (`gesturelab classroom serve` runs it)
#   PREFIX/lib/gesturelab/                                  the engine library, and the module files workshop mode
#                                                           compiles attendees' recognizers against
#   PREFIX/share/gesturelab/assets/                         its images and sounds (the binary looks here), and
#                                                           calibration/: the negative strokes and their NOTICE
#   PREFIX/share/applications/gesturelab.desktop           the app-menu entry (checked by desktop-file-validate)
#   PREFIX/share/icons/hicolor/NxN/apps/gesturelab.png      the icon, 16 to 512 pixels
#   PREFIX/share/man/man1/gesturelab.1                      the man page, generated from the command's help
#   PREFIX/share/gesturelab/install-manifest.txt            every file and folder the install created
# --uninstall reads the manifest and removes those files, then those folders if they are empty; nothing else.
set -euo pipefail

usage() {
    sed -n '2,5p' "$0" | sed 's/^# \{0,1\}//'
}

fail() {
    echo "install.sh: error: $*" >&2
    exit 1
}

repository=$(cd "$(dirname "$0")/.." && pwd)
prefix="$HOME/.local"
uninstall=false
binary=""
built_here=false
while (($# > 0)); do
    case "$1" in
        --prefix)
            (($# >= 2)) || fail "--prefix needs a folder"
            prefix="$2"
            shift 2
            ;;
        --prefix=*)
            prefix="${1#--prefix=}"
            shift
            ;;
        --uninstall)
            uninstall=true
            shift
            ;;
        --binary)
            (($# >= 2)) || fail "--binary needs a file"
            binary="$2"
            shift 2
            ;;
        -h | --help)
            usage
            exit 0
            ;;
        *)
            usage >&2
            fail "unknown argument '$1'"
            ;;
    esac
done

[[ -n "$prefix" ]] || fail "the prefix is empty"
# The .desktop file's Exec line quotes the path; these characters would need escaping there, so they are refused.
if [[ "$prefix" == *[\"\`\$\\%]* || "$prefix" == *$'\n'* ]]; then
    fail "the prefix '$prefix' contains a character a .desktop file cannot hold unescaped (\" \` \$ \\ % or a newline)"
fi

manifest_relative="share/gesturelab/install-manifest.txt"

if $uninstall; then
    [[ -d "$prefix" ]] || fail "nothing to uninstall: $prefix does not exist"
    prefix=$(cd "$prefix" && pwd)
    manifest="$prefix/$manifest_relative"
    [[ -f "$manifest" ]] || fail "nothing to uninstall under $prefix: no manifest at $manifest"
    # Check every line before removing anything: a damaged or edited manifest must not remove files elsewhere.
    line_number=0
    while IFS= read -r line; do
        line_number=$((line_number + 1))
        kind="${line%% *}"
        path="${line#* }"
        if [[ "$kind" != "file" && "$kind" != "dir" ]] || [[ "$path" != "$prefix"/* ]] || [[ "$path" == *"/../"* || "$path" == *"/.." ]]; then
            fail "$manifest:$line_number: not a file or folder under $prefix: '$line'; nothing was removed"
        fi
    done <"$manifest"
    mapfile -t lines <"$manifest"
    rm -f -- "$manifest"
    removed=0
    # Files first, then the folders the install created, deepest first (the manifest's order), each only if
    # nothing else was put in it since.
    for line in "${lines[@]}"; do
        path="${line#* }"
        if [[ "${line%% *}" == "file" ]]; then
            if [[ -f "$path" || -L "$path" ]]; then
                rm -f -- "$path"
                removed=$((removed + 1))
            fi
        else
            rmdir -- "$path" 2>/dev/null || true
        fi
    done
    echo "Removed $removed files of GestureLab from $prefix."
    exit 0
fi

# ---- Install ----
if [[ -z "$binary" ]]; then
    command -v swift >/dev/null 2>&1 || fail "the Swift toolchain (swift) is not on PATH; install Swift 6 first (https://swift.org/install)"
    "$repository/scripts/install-dependencies.sh"
    echo "Building a release binary (this takes a minute or two the first time)..."
    # The Swift runtime stays the toolchain's (not --static-swift-stdlib): the engine is a shared library that the app
    # and workshop plug-ins both load, and one process must hold one Swift runtime. Workshop mode runs swiftc anyway.
    (cd "$repository" && swift build -c release --product gesturelab)
    (cd "$repository" && swift build -c release --product gesturelab-classroom)
    (cd "$repository" && swift build -c release --product generate-manual)
    build_folder=$(cd "$repository" && swift build -c release --show-bin-path)
    binary="$build_folder/gesturelab"
    built_here=true
fi
[[ -x "$binary" ]] || fail "no executable at $binary"
binary_folder=$(cd "$(dirname "$binary")" && pwd)
manual_tool="$binary_folder/generate-manual"
# The teacher's server, a program of its own (the demo never builds its dependencies); with --binary, the one next to
# FILE if it was built.
server="$binary_folder/gesturelab-classroom"
if ! $built_here && [[ ! -x "$server" ]]; then
    echo "install.sh: note: no gesturelab-classroom next to $binary; \`gesturelab classroom serve\` will say how to build it" >&2
    server=""
fi
# The engine library and the module files workshop mode compiles attendees' files against (docs/workshop-design.md).
engine_library="$binary_folder/libGestureEngine.so"
[[ -f "$engine_library" ]] || fail "the engine library is not at $engine_library (swift build builds it beside the binary)"
checkouts="$(cd "$binary_folder" && pwd -P)/../../checkouts"
numerics_shims="$checkouts/swift-numerics/Sources/_NumericsShims/include"
[[ -f "$numerics_shims/module.modulemap" ]] || fail "swift-numerics' C module is not at $numerics_shims"
[[ -x "$manual_tool" ]] || fail "the man page generator is not at $manual_tool (swift build --product generate-manual builds it)"
for required in monkey.png icon.png chomp.wav; do
    [[ -f "$repository/assets/$required" ]] || fail "missing asset $repository/assets/$required (swift run gesturelab-assets regenerates them)"
done

mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)
manifest="$prefix/$manifest_relative"
if [[ -f "$manifest" ]]; then
    echo "Removing the previous install first."
    "$0" --uninstall --prefix "$prefix"
fi

staging=$(mktemp -d)
entries="$staging/manifest"
: >"$entries"

# A failed install takes back what it had put in place (files, then the folders it made, deepest first), so that
# nothing is left without a manifest to uninstall it by.
finish() {
    local status=$?
    if ((status != 0)) && [[ ! -f "$manifest" ]]; then
        echo "install.sh: the install failed; removing what it had installed" >&2
        grep '^file ' "$entries" | cut -c6- | while IFS= read -r path; do rm -f -- "$path"; done
        grep '^dir ' "$entries" | cut -c5- | tac | while IFS= read -r path; do rmdir -- "$path" 2>/dev/null || true; done
    fi
    rm -rf -- "$staging"
    exit "$status"
}
trap finish EXIT

# Creates a folder (and its parents) under the prefix, noting each one that did not exist yet.
make_folder() {
    local folder="$1" missing=()
    while [[ ! -d "$folder" ]]; do
        missing=("$folder" "${missing[@]}")
        folder=$(dirname "$folder")
    done
    for folder in "${missing[@]}"; do
        mkdir -- "$folder"
        echo "dir $folder" >>"$entries"
    done
}

# Copies one file into place with the given mode, noting it.
put() {
    local source="$1" target="$2" mode="$3"
    make_folder "$(dirname "$target")"
    install -m "$mode" -- "$source" "$target"
    echo "file $target" >>"$entries"
}

put "$binary" "$prefix/bin/gesturelab" 755
if $built_here && command -v strip >/dev/null 2>&1; then
    strip "$prefix/bin/gesturelab"  # debug symbols: most of an unstripped Swift binary's size
fi
if [[ -n "$server" ]]; then
    put "$server" "$prefix/bin/gesturelab-classroom" 755
    if $built_here && command -v strip >/dev/null 2>&1; then
        strip "$prefix/bin/gesturelab-classroom"
    fi
fi
put "$engine_library" "$prefix/lib/gesturelab/libGestureEngine.so" 755
for module in GestureEngine Logging RealModule; do
    put "$binary_folder/Modules/$module.swiftmodule" "$prefix/lib/gesturelab/Modules/$module.swiftmodule" 644
done
for header in "$numerics_shims"/*; do
    put "$header" "$prefix/lib/gesturelab/include/_NumericsShims/$(basename "$header")" 644
done
for asset in "$repository"/assets/*.png "$repository"/assets/*.wav; do
    put "$asset" "$prefix/share/gesturelab/assets/$(basename "$asset")" 644
done
# The negative strokes a calibration ("teach it my way") is checked against, with their notice.
for file in "$repository"/assets/calibration/*; do
    put "$file" "$prefix/share/gesturelab/assets/calibration/$(basename "$file")" 644
done
for icon in "$repository"/assets/icons/hicolor/*/apps/gesturelab.png; do
    size=$(basename "$(dirname "$(dirname "$icon")")")
    put "$icon" "$prefix/share/icons/hicolor/$size/apps/gesturelab.png" 644
done

sed "s|@BINDIR@|$prefix/bin|g" "$repository/packaging/gesturelab.desktop.in" >"$staging/gesturelab.desktop"
if command -v desktop-file-validate >/dev/null 2>&1; then
    # Hints (two main categories, as wanted: Education and Development) are not errors, and are not shown.
    if ! report=$(desktop-file-validate "$staging/gesturelab.desktop" 2>&1); then
        fail "the .desktop entry is not valid: $report"
    fi
fi
put "$staging/gesturelab.desktop" "$prefix/share/applications/gesturelab.desktop" 644

mkdir -p "$staging/man"
"$manual_tool" "$prefix/bin/gesturelab" --output-directory "$staging/man" >/dev/null
put "$staging/man/gesturelab.1" "$prefix/share/man/man1/gesturelab.1" 644

make_folder "$(dirname "$manifest")"
# Folders last, deepest first after the files, so that --uninstall can remove them in order.
{
    grep '^file ' "$entries"
    grep '^dir ' "$entries" | tac
} >"$manifest"

echo "Installed GestureLab under $prefix:"
echo "  $prefix/bin/gesturelab (run it, or find GestureLab in the app menu; man gesturelab for the options)"
[[ -z "$server" ]] || echo "  $prefix/bin/gesturelab-classroom (the teacher's server: gesturelab classroom serve)"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "  note: $prefix/bin is not on your PATH; the app menu entry works regardless." ;;
esac
printf "Uninstall with: scripts/install.sh --uninstall --prefix %q\n" "$prefix"

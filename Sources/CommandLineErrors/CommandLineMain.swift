import ArgumentParser
import Foundation

/// Runs a command-line program so that every error reads the same way: `PROGRAM COMMAND: error: WHAT` on one line of
/// standard error, exit status 64 for a bad argument or input and 1 for a failure at run time. Help and `--version`
/// go to standard output with status 0.
public enum CommandLineMain {
    public static func run<Root: ParsableCommand>(
        _ root: Root.Type, arguments: [String] = Array(CommandLine.arguments.dropFirst()), shownName: String? = nil
    ) -> Never {
        let name = shownName ?? root._commandName
        let path = commandPath(root, arguments: arguments)
        let prefix = ([name] + path.names).joined(separator: " ")
        if let unknown = unknownHelpTopic(root, arguments: arguments) {
            fail(
                "\(name) help: error: no command '\(unknown.word)' in '\(([name] + unknown.known).joined(separator: " "))'; "
                    + "the commands are: \(unknown.choices.joined(separator: ", "))", status: CommandFailure.usageStatus
            )
        }
        let command: ParsableCommand
        do {
            command = try root.parseAsRoot(arguments)
        } catch {
            let status = root.exitCode(for: error)
            if status == .success { succeed(printing: root.fullMessage(for: error)) }
            // A first word that names no command is a mistyped command more likely than an argument to the default one.
            let subcommands = root.configuration.subcommands.map { $0._commandName }
            if let first = arguments.first, !first.hasPrefix("-"), !subcommands.isEmpty,
                !subcommands.contains(first), first != "help"
            {
                fail(
                    "\(name): error: no command '\(first)'; the commands are: \(subcommands.joined(separator: ", "))",
                    status: CommandFailure.usageStatus)
            }
            // ArgumentParser's message may go on with a "Help:" line quoting the option's help: the first line says it.
            let message = root.message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            fail("\(prefix): error: \(message)", status: status.rawValue)
        }
        let outcome = outcome(of: command)
        switch outcome {
        case .none:
            exit(0)
        case .some(let error as ExitCode):
            exit(error.rawValue)
        case .some(let failure as CommandFailure):
            fail("\(prefix): error: \(ErrorText.line(failure))", status: failure.status)
        case .some(let validation as ValidationError):
            fail("\(prefix): error: \(ErrorText.oneLine(validation.message))", status: CommandFailure.usageStatus)
        case .some(let error):
            if root.exitCode(for: error) == .success { succeed(printing: root.fullMessage(for: error)) }
            fail("\(prefix): error: \(ErrorText.line(error))", status: CommandFailure.runtimeStatus)
        }
    }

    /// Runs the parsed command: nil when it succeeded, else what it threw.
    private static func outcome(of parsed: ParsableCommand) -> (any Error)? {
        var command = parsed
        do {
            try command.run()
            return nil
        } catch {
            return error
        }
    }

    /// The subcommands named on the command line, as far as they name one (`workshop check`), with the root's
    /// default subcommand when none is named (`gesturelab --fps 5` is `gesturelab run --fps 5`).
    static func commandPath(_ root: ParsableCommand.Type, arguments: [String]) -> (
        names: [String], types: [ParsableCommand.Type]
    ) {
        var names: [String] = []
        var types: [ParsableCommand.Type] = []
        var current = root
        for word in arguments where !word.hasPrefix("-") {
            guard let next = current.configuration.subcommands.first(where: { $0._commandName == word }) else { break }
            names.append(word)
            types.append(next)
            current = next
        }
        let asksForHelpOrVersion = arguments.first.map { ["help", "-h", "--help", "--version"].contains($0) } ?? true
        if names.isEmpty, !asksForHelpOrVersion, let fallback = root.configuration.defaultSubcommand {
            names = [fallback._commandName]
            types = [fallback]
        }
        return (names, types)
    }

    /// `help WORD…` naming a command that does not exist: the word, the commands before it, and the choices there.
    static func unknownHelpTopic(
        _ root: ParsableCommand.Type, arguments: [String]
    ) -> (word: String, known: [String], choices: [String])? {
        guard arguments.first == "help" else { return nil }
        var current = root
        var known: [String] = []
        for word in arguments.dropFirst() where !word.hasPrefix("-") {
            guard let next = current.configuration.subcommands.first(where: { $0._commandName == word }) else {
                return (word, known, current.configuration.subcommands.map { $0._commandName })
            }
            known.append(word)
            current = next
        }
        return nil
    }

    private static func succeed(printing text: String) -> Never {
        print(text)
        exit(0)
    }

    private static func fail(_ line: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((line + "\n").utf8))
        exit(status)
    }
}

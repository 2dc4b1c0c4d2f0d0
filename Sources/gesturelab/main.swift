import CommandLineErrors
import GestureLabCommands

// `eval diff OLD NEW` is a command of its own: eval's stroke files come first on its command line, so the argument
// parser would read "diff" as one of them.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.starts(with: ["eval", "diff"]) {
    CommandLineMain.run(
        EvalDiffCommand.self, arguments: Array(arguments.dropFirst(2)), shownName: "gesturelab eval diff")
} else {
    CommandLineMain.run(GestureLabCommand.self)
}

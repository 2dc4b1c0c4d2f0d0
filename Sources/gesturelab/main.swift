import CommandLineErrors

CommandLineMain.run(GestureLabCommand.self)

import CommandLineErrors
import Foundation

// Run by `gesturelab classroom serve|restore|bench`, its errors say that command's name, the one the teacher typed.
CommandLineMain.run(
    ClassroomProgram.self,
    shownName: ProcessInfo.processInfo.environment["GESTURELAB_CLASSROOM_SHOWN_AS"] ?? "gesturelab-classroom")

import ArgumentParser
import X11Platform

/// `--pacing auto|present|on-demand` (run and bench).
extension FramePacing.Choice: ExpressibleByArgument {}

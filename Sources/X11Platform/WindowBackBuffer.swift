import CX11
import CairoRenderer
import Glibc
import Logging
import SceneSupport

/// The window's back buffer: client-side pixels that Cairo draws on incrementally (only what changed since the last
/// frame) and that only the changed rectangles of are sent to the X server. With MIT-SHM the server reads them from
/// shared memory (no copy through the socket); without it (a remote display, no extension) they go by XPutImage.
final class WindowBackBuffer {
    let width: Int
    let height: Int
    let incremental: IncrementalRenderer
    /// True when frames go through shared memory.
    let usesSharedMemory: Bool
    private let display: OpaquePointer
    private let window: UInt
    private let gc: GC
    private let image: UnsafeMutablePointer<XImage>
    private var segment = XShmSegmentInfo()
    private static let logger = Logger(label: "gesturelab.x11")

    /// A back buffer of `width` × `height` device pixels for a window on the default 24- or 32-bit TrueColor visual
    /// (whose pixels are laid out as Cairo's RGB24); nil on any other visual.
    init?(
        display: OpaquePointer, window: UInt, width: Int, height: Int, scale: Double, renderer: DisplayListRenderer
    ) {
        let screen = XDefaultScreen(display)
        let depth = XDefaultDepth(display, screen)
        guard depth == 24 || depth == 32, let visual = XDefaultVisual(display, screen) else { return nil }
        self.display = display
        self.window = window
        self.width = width
        self.height = height
        gc = XDefaultGC(display, screen)
        var shared: UnsafeMutablePointer<XImage>?
        if XShmQueryExtension(display) != 0 {
            shared = Self.sharedImage(
                display: display, visual: visual, depth: UInt32(depth), width: width, height: height,
                segment: &segment)
        }
        if let shared {
            image = shared
            usesSharedMemory = true
        } else {
            let bytesPerRow = width * 4
            guard let pixels = malloc(bytesPerRow * height),
                let plain = XCreateImage(
                    display, visual, UInt32(depth), ZPixmap, 0, pixels.assumingMemoryBound(to: CChar.self),
                    UInt32(width), UInt32(height), 32, Int32(bytesPerRow))
            else { return nil }
            image = plain
            usesSharedMemory = false
        }
        guard image.pointee.bits_per_pixel == 32,
            let canvas = ImageCanvas(
                width: width, height: height, pixels: UnsafeMutableRawPointer(image.pointee.data),
                bytesPerRow: Int(image.pointee.bytes_per_line))
        else {
            Self.destroy(image, display: display, segment: usesSharedMemory ? segment : nil)
            return nil
        }
        incremental = IncrementalRenderer(canvas: canvas, renderer: renderer, scale: scale)
    }

    deinit {
        Self.destroy(image, display: display, segment: usesSharedMemory ? segment : nil)
    }

    /// Draws the frame (only what changed) and sends the changed rectangles to the window. True when it waited for
    /// the server to execute them (shared memory), so the caller need not wait again.
    @discardableResult
    func present(_ list: DisplayList) -> Bool {
        let region = incremental.draw(list)
        for rect in region.rects {
            if usesSharedMemory {
                XShmPutImage(
                    display, window, gc, image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
                    UInt32(rect.width), UInt32(rect.height), 0)
            } else {
                XPutImage(
                    display, window, gc, image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
                    UInt32(rect.width), UInt32(rect.height))
            }
        }
        if usesSharedMemory && !region.isEmpty {
            // The server reads the shared pixels when it executes the request: wait for it before the next frame
            // draws over them.
            XSync(display, 0)
            return true
        }
        return false
    }

    /// The window lost its pixels (an expose): the next frame is drawn and sent whole.
    func invalidate() {
        incremental.invalidate()
    }

    /// An XImage in a new shared-memory segment the server has attached, or nil (no segment, or the server could
    /// not attach it: a remote display).
    private static func sharedImage(
        display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: UInt32, width: Int, height: Int,
        segment: inout XShmSegmentInfo
    ) -> UnsafeMutablePointer<XImage>? {
        guard
            let image = XShmCreateImage(
                display, visual, depth, ZPixmap, nil, &segment, UInt32(width), UInt32(height))
        else { return nil }
        let bytes = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
        segment.shmid = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard segment.shmid >= 0, let address = shmat(segment.shmid, nil, 0),
            address != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            if segment.shmid >= 0 { shmctl(segment.shmid, IPC_RMID, nil) }
            image.pointee.data = nil
            gl_x_destroy_image(image)
            return nil
        }
        segment.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.readOnly = 1
        image.pointee.data = segment.shmaddr
        let errorsBefore = X11ErrorReporting.errorCount
        XShmAttach(display, &segment)
        XSync(display, 0)
        // Marked for removal now, so the segment goes away with the process even if it crashes.
        shmctl(segment.shmid, IPC_RMID, nil)
        guard X11ErrorReporting.errorCount == errorsBefore else {
            logger.notice("the X server cannot attach shared memory (a remote display?): frames go by XPutImage")
            shmdt(address)
            image.pointee.data = nil
            gl_x_destroy_image(image)
            return nil
        }
        return image
    }

    private static func destroy(
        _ image: UnsafeMutablePointer<XImage>, display: OpaquePointer, segment: XShmSegmentInfo?
    ) {
        if var segment {
            XShmDetach(display, &segment)
            XSync(display, 0)
            shmdt(segment.shmaddr)
            image.pointee.data = nil
        }
        // Without shared memory the image owns the malloc'd pixels and frees them here.
        gl_x_destroy_image(image)
    }
}

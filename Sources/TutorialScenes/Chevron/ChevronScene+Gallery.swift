import GestureEngine
import SceneSupport
import TutorialRecognizers

/// A stroke drawn in one of the gallery's boxes: inked as it goes, and when the box's recognizer refuses it, faded out
/// in red with the reason ("Not a slide: left the right half"), as a chevron drawn on the scene is.
struct GalleryStroke {
    /// The box the stroke began in.
    let box: GalleryBox
    /// Its points in window coordinates.
    var points: [Point]
    /// True once the finger has lifted (or the touch was cancelled).
    var isFinished = false
    /// Why the box's recognizer refused it, once it has.
    var refusal: String?

    /// A tap or a twitch is no attempt at anything: a stroke must span this many points to be explained.
    static let smallestAttempt = 12.0
}

extension ChevronScene {
    /// A touch the gallery box was told of: the stroke in it grows, and at the lift, if its recognizer has refused
    /// it, the refusal is shown.
    func galleryTouched(_ box: GalleryBox, _ phase: TouchPhase, at point: Point) {
        switch phase {
        case .began:
            // A second finger while a stroke is drawn is not a stroke of its own; a finished stroke whose recognizer
            // never answered is let go.
            guard galleryStroke?.isFinished ?? true else { return }
            galleryStroke = GalleryStroke(box: box, points: [point])
            refused.clear()
        case .moved:
            guard galleryStroke?.box === box, galleryStroke?.isFinished == false else { return }
            galleryStroke?.points.append(point)
        case .ended, .cancelled:
            guard galleryStroke?.box === box else { return }
            if phase == .ended, galleryStroke?.points.last != point { galleryStroke?.points.append(point) }
            galleryStroke?.isFinished = true
            showGalleryRefusalIfDecided()
        case .stationary:
            return
        }
        context.needsDisplay = true
    }

    /// The box's recognizer refused the stroke: said now if the finger is up, else at the lift.
    func galleryRecognizerFailed(_ box: GalleryBox, reason: String?) {
        guard galleryStroke?.box === box, let reason, reason != "cancelled" else { return }
        galleryStroke?.refusal = reason
        showGalleryRefusalIfDecided()
    }

    /// The box's recognizer accepted the stroke: the box lights up, the ink goes.
    func galleryRecognizerSucceeded(_ box: GalleryBox) {
        guard galleryStroke?.box === box else { return }
        galleryFailure = nil
        galleryStroke = nil
        context.needsDisplay = true
    }

    /// Once the finger is up and the recognizer has refused the stroke (in either order), the refusal is shown.
    private func showGalleryRefusalIfDecided() {
        guard let stroke = galleryStroke, stroke.isFinished, let reason = stroke.refusal else { return }
        galleryStroke = nil
        context.needsDisplay = true
        guard StrokeGeometry.extent(of: stroke.points) >= GalleryStroke.smallestAttempt else { return }
        galleryFailure = reason
        refused.show(
            stroke.points, saying: (stroke.box === zBox ? "Not a Z: " : "Not a slide: ") + reason,
            within: root.frameInWindow, avoiding: root.aimedAtFrames)
    }
}

import GestureEngine
import SceneSupport
import TutorialRecognizers

/// The tutorial's handlers: each gesture moves, scales or turns the image it is on, and resets its own numbers so
/// the next call gets only the change (as the tutorial does); a fling slides the image on.
extension MonkeyScene {
    func handlePan(_ pan: PanGestureRecognizer) {
        guard let image = pan.view else { return }
        wasMoved = true
        if pan.state == .began { stopSliding(image) }
        root.bringSubviewToFront(image)
        let translation = pan.translation(in: root)
        image.center += translation
        pan.setTranslation(.zero, in: root)
        if pan.state == .ended { slide(image, velocity: pan.velocity(in: root)) }
        context.needsDisplay = true
    }

    func handlePinch(_ pinch: PinchGestureRecognizer) {
        guard let image = pinch.view else { return }
        wasMoved = true
        let scale = min(max(pinch.scale, 0.5), 2)  // one step never more than halves or doubles
        let current = image.transform.scaleFactor
        let clamped = min(max(current * scale, 0.3), 4) / current  // keep the image between 30% and 400%
        image.transform = image.transform.scaledBy(x: clamped, y: clamped)
        pinch.scale = 1
        context.needsDisplay = true
    }

    func handleRotate(_ rotation: RotationGestureRecognizer) {
        guard let image = rotation.view else { return }
        wasMoved = true
        image.transform = image.transform.rotated(by: rotation.rotation)
        rotation.rotation = 0
        context.needsDisplay = true
    }

    func handleTap(_ tap: TapGestureRecognizer) {
        guard let image = tap.view else { return }
        context.play(.chomp, saying: "Chomp!", near: image.center - Point(x: 0, y: 90))
    }

    /// The pointer over a picture highlights it, until it leaves (or a button is pressed).
    func handleHover(_ hover: HoverGestureRecognizer) {
        let wasHovered = hovered
        if hover.state == .began || hover.state == .changed {
            hovered = hover.view
        } else if hovered === hover.view {
            hovered = nil
        }
        if hovered !== wasHovered { context.needsDisplay = true }
    }

    func handleTickle(_ tickle: TickleGestureRecognizer) {
        guard let image = tickle.view else { return }
        context.play(.hehehe, saying: "Hehehe!", near: image.center - Point(x: 0, y: 90))
    }

    // MARK: Deceleration

    /// Where an image released at `velocity` comes to rest: proportional to the velocity, kept inside the scene.
    public func restingPoint(of image: View, from center: Point, velocity: Point) -> Point {
        clamp(center + velocity * slideFactor, keeping: image)
    }

    func slide(_ image: View, velocity: Point) {
        guard velocity.length >= minimumSlideSpeed else { return }
        let start = image.center
        let end = restingPoint(of: image, from: start, velocity: velocity)
        let key = ObjectIdentifier(image)
        slides[key] = context.animator.animate(
            duration: slideDuration, easing: .easeOut,
            update: { progress in
                image.center = start + (end - start) * progress
            }, completion: { [weak self] in self?.slides[key] = nil })
    }

    func stopSliding(_ image: View) {
        let key = ObjectIdentifier(image)
        context.animator.cancel(slides[key])
        slides[key] = nil
    }

    /// Keeps an image's centre where the whole image stays inside the scene (or centred, if it is larger).
    func clamp(_ point: Point, keeping image: View) -> Point {
        let scale = image.transform.scaleFactor
        let halfWidth = min(image.bounds.width * scale / 2, root.bounds.width / 2)
        let halfHeight = min(image.bounds.height * scale / 2, root.bounds.height / 2)
        return root.bounds.insetBy(dx: halfWidth, dy: halfHeight).clamp(point)
    }
}

// The one C doorway of GestureLab: Xlib, XInput2, XRandR (the screen's physical size and refresh rate), MIT-SHM
// (frames copied to the window through shared memory), Present (frame pacing), DAMAGE (the bench watches the app's
// window for new pixels) and Cairo.
// Only the platform layer and the renderer import this module; the engine never does.
#ifndef GESTURELAB_CX11_SHIM_H
#define GESTURELAB_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/Xpresent.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/extensions/XShm.h>
#include <cairo.h>
#include <cairo-xlib.h>

// Swift cannot import function-like macros, so the XI mask helpers are wrapped here.
static inline void gl_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline void gl_xi_clear_mask(unsigned char *mask, int event) { XIClearMask(mask, event); }
static inline int gl_xi_mask_is_set(const unsigned char *mask, int event) { return XIMaskIsSet(mask, event) ? 1 : 0; }
static inline int gl_xi_mask_len(int event) { return XIMaskLen(event); }

// XDestroyImage is a macro too (it calls the image's own destroy function).
static inline int gl_x_destroy_image(XImage *image) { return XDestroyImage(image); }

#endif

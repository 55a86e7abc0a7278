package dyno.ui;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.ImageRegistry;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.ResourceLocator;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.osgi.framework.FrameworkUtil;

/**
 * Dyno's icons: each bundle's own {@code icons/NAME.png} (16×16, with {@code NAME@2x.png} that SWT picks on a HiDPI
 * screen; drawn by {@code releng/icons/Glyphs.java}), and the platform's shared images where one fits.
 */
public final class Icons {

	private Icons() {
	}

	/** The icon {@code name} of the bundle that holds {@code inBundle}. */
	public static ImageDescriptor of(Class<?> inBundle, String name) {
		return ResourceLocator.imageDescriptorFromBundle(inBundle, "icons/" + name + ".png")
				.orElseThrow(() -> new IllegalArgumentException("no icon " + name + " in the bundle of " + inBundle));
	}

	/**
	 * The icon {@code name} of the bundle that holds {@code inBundle} as an image for a label provider: made once,
	 * kept in JFace's image registry for the session (a tree's row icons are few and shared by every row).
	 */
	public static Image image(Class<?> inBundle, String name) {
		ImageRegistry registry = JFaceResources.getImageRegistry();
		String key = FrameworkUtil.getBundle(inBundle).getSymbolicName() + "/icons/" + name;
		if (registry.getDescriptor(key) == null) {
			registry.put(key, of(inBundle, name));
		}
		return registry.get(key);
	}

	/** One of the workbench's shared images ({@link ISharedImages}' IMG_ constants). */
	public static ImageDescriptor shared(String id) {
		return PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(id);
	}
}

package dyno.jvm.ui.internal.explorer;

import org.eclipse.core.runtime.IAdapterFactory;

import dyno.jvm.RunningJvm;
import dyno.jvm.Target;

/**
 * Lets other bundles read the explorer's selection without its internal tree model: a JVM row adapts to its
 * {@link Target} and {@link RunningJvm} (declared in plugin.xml, so menu expressions can test it).
 */
public final class JvmNodeAdapters implements IAdapterFactory {

	@Override
	public <T> T getAdapter(Object adaptable, Class<T> type) {
		if (adaptable instanceof ExplorerModel.JvmNode node) {
			if (type == Target.class) {
				return type.cast(node.target());
			}
			if (type == RunningJvm.class) {
				return type.cast(node.jvm());
			}
		}
		return null;
	}

	@Override
	public Class<?>[] getAdapterList() {
		return new Class<?>[] { Target.class, RunningJvm.class };
	}
}

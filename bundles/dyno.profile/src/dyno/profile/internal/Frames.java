package dyno.profile.internal;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.openjdk.jmc.common.IMCFrame;
import org.openjdk.jmc.common.IMCMethod;
import org.openjdk.jmc.common.IMCStackTrace;

/**
 * Names stack frames {@code pkg.Class.method}. JMC hands out one method object per constant-pool entry, so names
 * are cached by identity: a recording has many samples but few distinct methods.
 */
public final class Frames {

	private final Map<IMCMethod, String> names = new IdentityHashMap<>();

	/** The frames' methods, top (innermost) first; empty for a missing stack. */
	public List<String> methods(IMCStackTrace stack) {
		if (stack == null) {
			return List.of();
		}
		List<? extends IMCFrame> frames = stack.getFrames();
		List<String> methods = new ArrayList<>(frames.size());
		for (IMCFrame f : frames) {
			methods.add(name(f.getMethod()));
		}
		return methods;
	}

	public String name(IMCMethod method) {
		if (method == null) {
			return "(unknown)";
		}
		return names.computeIfAbsent(method, m -> m.getType().getFullName() + "." + m.getMethodName());
	}
}

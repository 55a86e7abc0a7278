package dyno.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A node of the top-down call tree: a method reached along one path from the thread roots. The root itself has
 * the method {@value #ROOT} and all samples. In a {@link FlameGraph} the "samples" are the events' weight: one per
 * execution sample, bytes per allocation, nanoseconds per wait.
 */
public final class CallTreeNode {

	public static final String ROOT = "(all threads)";

	private final String method;
	private long samples;
	private long selfSamples;
	private final Map<String, CallTreeNode> children = new HashMap<>();

	CallTreeNode(String method) {
		this.method = method;
	}

	/** {@code pkg.Class.method}, or {@value #ROOT}. */
	public String method() {
		return method;
	}

	/** Samples that passed through this node (its total). */
	public long samples() {
		return samples;
	}

	/** Samples that ended here (its self time). */
	public long selfSamples() {
		return selfSamples;
	}

	/** The methods called from here, most samples first. */
	public List<CallTreeNode> children() {
		List<CallTreeNode> list = new ArrayList<>(children.values());
		list.sort(Comparator.comparingLong(CallTreeNode::samples).reversed().thenComparing(CallTreeNode::method));
		return list;
	}

	/** The child node of {@code method}; null when this node has none. */
	CallTreeNode child(String method) {
		return children.get(method);
	}

	/** Adds one sample along {@code path} (root-most first) below this node. */
	void add(List<String> path) {
		add(path, 1);
	}

	/** Adds an event of {@code weight} along {@code path} (root-most first) below this node. */
	void add(List<String> path, long weight) {
		CallTreeNode node = this;
		node.samples += weight;
		for (String m : path) {
			node = node.children.computeIfAbsent(m, CallTreeNode::new);
			node.samples += weight;
		}
		node.selfSamples += weight;
	}

	@Override
	public String toString() {
		return method + " (" + samples + ")";
	}
}

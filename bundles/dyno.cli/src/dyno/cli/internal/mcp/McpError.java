package dyno.cli.internal.mcp;

/** Why a request gets a JSON-RPC error instead of a result: the error's code and one sentence saying why. */
final class McpError extends Exception {

	private static final long serialVersionUID = 1L;

	/** The line is not JSON. */
	static final int PARSE_ERROR = -32700;
	/** The JSON is not a request (not an object, no method name, a wrong id). */
	static final int INVALID_REQUEST = -32600;
	static final int METHOD_NOT_FOUND = -32601;
	static final int INVALID_PARAMS = -32602;
	/** A bug of the server, not of the request. */
	static final int INTERNAL_ERROR = -32603;
	/** MCP's code for a resource URI the server does not list. */
	static final int RESOURCE_NOT_FOUND = -32002;

	private final int code;

	McpError(int code, String message) {
		super(message);
		this.code = code;
	}

	static McpError invalidParams(String message) {
		return new McpError(INVALID_PARAMS, message);
	}

	int code() {
		return code;
	}
}

"""Drives `courier mcp` with the official MCP Python SDK (PyPI `mcp`, pinned in the Makefile's TEST_PYPI) as a
client would: spawn the server over stdio, initialize, list the tools, make the calls asked, and print one JSON
report on stdout for the Swift test (Tests/EndToEndTests/MCPTests.swift) to judge.

    python mcp_client.py COURIER 'ARGS JSON' 'CALLS JSON'

ARGS is the server's argv after the binary (`["--base-url", URL, "mcp", "--read-only"]`); CALLS a list of
`{"name": tool, "arguments": {...}}`. A call the server refuses with a JSON-RPC error is reported with that
error's code and message, not raised.
"""
import asyncio
import json
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def dump(model):
    return model.model_dump(by_alias=True, mode="json", exclude_none=True)


async def main(command, args, calls):
    params = StdioServerParameters(command=command, args=args, env={"LANG": "C.UTF-8"})
    report = {"calls": []}
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            report["initialize"] = dump(initialized)
            await session.send_ping()
            report["tools"] = [dump(tool) for tool in (await session.list_tools()).tools]
            for call in calls:
                try:
                    result = await session.call_tool(call["name"], call.get("arguments"))
                    report["calls"].append({"result": dump(result)})
                except Exception as error:  # the SDK raises a JSON-RPC error as an exception carrying it
                    detail = getattr(error, "error", None)
                    report["calls"].append({"error": {"type": type(error).__name__,
                                                      "code": getattr(detail, "code", getattr(error, "code", None)),
                                                      "message": getattr(detail, "message", str(error))}})
    print(json.dumps(report))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])))

"""Drives `courier mcp` with the official MCP Python SDK (PyPI `mcp`, pinned in the Makefile's TEST_PYPI) as a
client would: spawn the server over stdio, initialize, list the tools, make the calls asked, and print one JSON
report on stdout for the Swift test (Tests/EndToEndTests/MCPTests.swift) to judge.

    python mcp_client.py COURIER 'ARGS JSON' 'CALLS JSON'

ARGS is the server's argv after the binary (`["--base-url", URL, "mcp", "--read-only"]`); CALLS a list of
`{"name": tool, "arguments": {...}}`. A call the server refuses with a JSON-RPC error is reported with that
error's code and message, not raised. A call with `"follow": true` is made again with its result's
`structuredContent.next` merged into its arguments until a result has none (at most 20 times), each page's result in
its report's `pages`. Every result with `structuredContent` is checked against the tool's `outputSchema` with
jsonschema (beside the SDK's own check): `schemaErrors` lists what does not conform. A call with
`"cancelAfterPing": true` is started, a ping is sent once the call is in flight (every other task blocked on it), and
the call is then cancelled, which makes the SDK send `notifications/cancelled`; its report is
`{"cancel": {"pingWhileRunning": ..., "cancelled": ..., "servingAfter": ...}}`.
"""
import asyncio
import json
import sys

import anyio
import jsonschema

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
            schemas = {tool["name"]: tool.get("outputSchema") for tool in report["tools"]}
            report["schemaErrors"] = []
            for call in calls:
                if call.get("cancelAfterPing"):
                    report["calls"].append({"cancel": await cancelled_call(session, call)})
                    continue
                arguments = dict(call.get("arguments") or {})
                pages = []
                while True:
                    entry = await one_call(session, call["name"], arguments)
                    structured = entry.get("result", {}).get("structuredContent")
                    if structured is not None and schemas.get(call["name"]):
                        for problem in jsonschema.Draft202012Validator(schemas[call["name"]]).iter_errors(structured):
                            report["schemaErrors"].append("%s: %s" % (call["name"], problem.message))
                    pages.append(entry)
                    following = (structured or {}).get("next")
                    if not call.get("follow") or not following or len(pages) >= 20:
                        break
                    arguments.update(following)
                if call.get("follow"):
                    entry = dict(pages[-1], pages=pages)
                report["calls"].append(entry)
    print(json.dumps(report))


async def cancelled_call(session, call):
    outcome = {}
    scope = anyio.CancelScope()

    async def slow():
        with scope:
            await session.call_tool(call["name"], call.get("arguments"))
            outcome["answered"] = True

    async with anyio.create_task_group() as group:
        group.start_soon(slow)
        await anyio.wait_all_tasks_blocked()  # the call is written and waits for its answer
        await session.send_ping()
        outcome["pingWhileRunning"] = "answered" not in outcome
        scope.cancel()
    outcome["cancelled"] = scope.cancelled_caught
    await session.send_ping()
    outcome["servingAfter"] = True
    return outcome


async def one_call(session, name, arguments):
    try:
        return {"result": dump(await session.call_tool(name, arguments))}
    except Exception as error:  # the SDK raises a JSON-RPC error as an exception carrying it
        detail = getattr(error, "error", None)
        return {"error": {"type": type(error).__name__,
                          "code": getattr(detail, "code", getattr(error, "code", None)),
                          "message": getattr(detail, "message", str(error))}}


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])))

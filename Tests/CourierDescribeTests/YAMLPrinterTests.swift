import CourierJSON
import Testing
@testable import CourierDescribe

/// `openapi --yaml`: block YAML whose strings read back as the same strings in YAML 1.1 and 1.2 readers.
struct YAMLPrinterTests {
    static let scalars: [(String, String)] = [
        ("plain words", "plain words"), ("200", "\"200\""), ("yes", "\"yes\""), ("Null", "\"Null\""), ("", "\"\""),
        ("a: b", "\"a: b\""), ("#/components/schemas/Order", "\"#/components/schemas/Order\""), ("-x", "\"-x\""),
        ("line\nbreak", "\"line\\nbreak\""), ("tab\there", "\"tab\\there\""), ("bell\u{07}", "\"bell\\u0007\""),
        ("quote\"back\\", "\"quote\\\"back\\\\\""), ("é", "\"é\""), ("1.5", "\"1.5\""), ("application/json", "application/json"),
        ("$ref", "$ref"), ("sep\u{2028}", "\"sep\\u2028\""), (".inf", "\".inf\""), ("trailing ", "\"trailing \""),
    ]

    @Test(arguments: scalars) func stringIsPlainOnlyWhenUnambiguous(_ text: String, _ expected: String) {
        #expect(YAMLPrinter.text(text) == expected)
    }

    @Test func containersAreBlocksAndEmptyOnesAreFlow() {
        let value: JSON = ["openapi": "3.1.0", "paths": ["/orders": ["get": ["tags": ["orders"], "parameters": [["name": "uid", "required": true]]]]],
                           "empty": [:], "none": [], "n": .number("2.5"), "nothing": .null]
        #expect(YAMLPrinter().string(value) == """
            openapi: "3.1.0"
            paths:
              /orders:
                get:
                  tags:
                    - orders
                  parameters:
                    - name: uid
                      required: true
            empty: {}
            none: []
            "n": 2.5
            nothing: null

            """)
    }

    @Test func nestedArraysShareTheDashLine() {
        #expect(YAMLPrinter().string([["a", "b"], [["k": 1]]]) == "- - a\n  - b\n- - k: 1\n")
        #expect(YAMLPrinter().string("top") == "top\n")
    }
}

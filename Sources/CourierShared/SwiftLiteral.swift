/// A Swift string literal for any text: the one escaper behind generated commands and scaffolded packages.
///
/// Backslash and quote are escaped, newline, tab and carriage return take their short forms, and every other
/// control (``PrintableText/isControl(_:)``: C0, DEL, C1, bidirectional controls) is written `\u{…}`, so a path
/// or a doc comment can neither end the literal nor make the generated source read differently from what it is.
package enum SwiftLiteral {
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if PrintableText.isControl(scalar) { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

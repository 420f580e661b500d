#!/usr/bin/env python3
"""Fails when a source file is over 600 lines or a function over 80 (issue 15's bar).

    scripts/check-sizes.py [--files N] [--functions N] [DIR ...]   (default: the source folders)

A function is counted from its signature to its closing brace, lambdas inside it included. The
parser is a brace counter that skips comments, strings and character literals: enough for the
project's clang-formatted code, not a C++ parser.
"""
import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOLDERS = ["model", "session", "views", "app", "tests"]
SCOPE = re.compile(r"^\s*(template\s*<.*>\s*)?(namespace|class|struct|enum|union)\b")


def code_only(text):
    """The text with comments, strings and character literals blanked (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif text.startswith('R"', i):
            m = re.match(r'R"([^(]*)\(', text[i:])
            end = text.find(")" + m.group(1) + '"', i) if m else -1
            j = n if end < 0 else end + len(m.group(1)) + 2
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions(path):
    """(name line, length in lines) of every function body at namespace or class scope."""
    text = code_only(path.read_text(encoding="utf-8", errors="replace"))
    # Preprocessor lines end with no ';': a #define's parentheses would run into the next head.
    text = re.sub(r"(?m)^[ \t]*#.*$", "", text)
    stack = []  # one entry per open brace: "scope", "function" or "other"
    statement_start, line = 0, 1
    found = []
    for i, c in enumerate(text):
        if c == "\n":
            line += 1
        elif c in ";{}":
            if c == "{":
                head = text[statement_start:i]
                inside_function = "function" in stack
                if inside_function:
                    kind = "other"
                elif SCOPE.match(head.replace("\n", " ")) or "=" in head.split("(")[0]:
                    kind = "scope"
                elif "(" in head:
                    kind = "function"
                    first = head.lstrip()
                    start_line = line - first.count("\n")
                    stack.append(("function", start_line, first.splitlines()[0] if first else ""))
                    statement_start = i + 1
                    continue
                else:
                    kind = "other"
                stack.append((kind, line, ""))
            elif c == "}" and stack:
                kind, start, name = stack.pop()
                if kind == "function":
                    found.append((start, line - start + 1, name.strip()))
            statement_start = i + 1
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=600)
    parser.add_argument("--functions", type=int, default=80)
    parser.add_argument("dirs", nargs="*", default=FOLDERS)
    args = parser.parse_args()
    problems = []
    for folder in args.dirs:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix not in (".h", ".cpp") or "libfuzzer" in path.parts:
                continue
            rel = path.relative_to(ROOT)
            lines = path.read_text(encoding="utf-8", errors="replace").count("\n")
            if lines > args.files:
                problems.append(f"{rel}: {lines} lines (over {args.files})")
            for start, length, name in functions(path):
                if length > args.functions:
                    problems.append(f"{rel}:{start}: function of {length} lines: {name[:70]}")
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

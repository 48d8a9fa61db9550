"""The README's list of what a bare machine needs cannot drift from the set-up: every program
the Makefile's recipes and ``scripts/*.sh`` run is named in the README (in backticks), unless
it is part of every Debian system (coreutils, apt, util-linux, passwd); the versions it names
are the ones the project files require; the port instructions name the real setting."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()

# Make's variables for programs, as the Makefile defines them.
MAKE_PROGRAMS = {"$(PY)": "python3", "$(CARGO)": "cargo", "$(GO)": "go", "$(MAKE)": "make"}
# Shell syntax and builtins: not programs.
SHELL_WORDS = {
    "if", "then", "else", "elif", "fi", "for", "in", "do", "done", "while", "until", "case",
    "esac", "function", "return", "exit", "break", "continue", "set", "trap", "echo", "cd",
    "test", "true", "false", "shift", "read", "printf", "wait", "source",
}  # fmt: skip
# Words that start a command but name the next word as the program.
PREFIXES = {"sudo", "exec", "command", "-v", "if", "while", "until", "elif", "time", "!", "env"}
# On every Debian system (essential packages): not a prerequisite to list.
DEBIAN_BASE = {
    "apt-get", "cat", "chmod", "chown", "dirname", "id", "ls", "mkdir", "mktemp", "mv",
    "readlink", "rm", "runuser", "sort", "useradd",
}  # fmt: skip
SEPARATORS = re.compile(r"&&|\|\||;|\||\$\(|`|\bthen\b|\bdo\b|\belse\b|\{|\(")
PROGRAM = re.compile(r"[a-z][a-z0-9_.+-]*")


def _without_strings(line: str) -> str:
    """The line with its quoted texts emptied (a message's words are not programs)."""
    line = re.sub(r"'[^']*'", "''", line)
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)


def command_words(line: str) -> list[str]:
    """The programs a shell line runs (the first word of each command in it)."""
    for variable, program in MAKE_PROGRAMS.items():
        line = line.replace(variable, program)
    line = re.sub(r"\$\([A-Z_]+\)", "MAKEVAR", line).replace("$$", "$")
    words = []
    for part in SEPARATORS.split(_without_strings(line)):
        tokens = part.split()
        if tokens:
            tokens[0] = tokens[0].lstrip("@-") or tokens[0]
        if tokens and tokens[0] in ("local", "export"):
            continue
        while tokens and (re.match(r"^[A-Za-z_]\w*=", tokens[0]) or tokens[0] in PREFIXES):
            tokens = tokens[1:]
        word = tokens[0].rstrip(")") if tokens else ""
        if PROGRAM.fullmatch(word) and word not in SHELL_WORDS:
            words.append(word)
    return words


def programs_of_the_set_up() -> dict[str, str]:
    """Each program the set-up runs, with the first file that runs it."""
    found: dict[str, str] = {}
    makefile = (ROOT / "Makefile").read_text().replace("\\\n", " ")
    recipes = [line for line in makefile.splitlines() if line.startswith("\t")]
    sources = [("Makefile", recipes, set[str]())]
    for script in sorted((ROOT / "scripts").glob("*.sh")):
        text = script.read_text().replace("\\\n", " ")
        functions = set(re.findall(r"^\s*([a-z_]+)\(\)\s*\{", text, re.MULTILINE))
        lines, heredoc = [], None
        for line in text.splitlines():
            stripped = line.strip()
            if heredoc is not None:
                heredoc = None if stripped == heredoc else heredoc
                continue
            if stripped.startswith("#"):
                continue
            opened = re.search(r"<<-?'?(\w+)'?", stripped)
            if opened:
                heredoc, stripped = opened.group(1), stripped[: opened.start()]
            lines.append(stripped)
        sources.append((f"scripts/{script.name}", lines, functions))
    for name, lines, functions in sources:
        for line in lines:
            for word in command_words(line):
                if word not in functions:
                    found.setdefault(word, name)
    return found


def test_the_parser_finds_programs_in_shell_lines() -> None:
    assert command_words('\t@command -v $(CARGO) >/dev/null || { echo "no cargo"; exit 1; }') == [
        "cargo"
    ]
    assert command_words("GOBIN=$(TOOLS) $(GO) install x@v1 && mv a b") == ["go", "mv"]
    assert command_words('if ! X=$(find_it); then jq -r . "$f" | sort; fi') == [
        "find_it",
        "jq",
        "sort",
    ]
    assert command_words("local dir; echo 'jq && curl'") == []


def test_every_program_the_set_up_runs_is_in_the_readme() -> None:
    programs = programs_of_the_set_up()
    # The parser sees the tools we know the set-up needs (so it cannot silently see nothing).
    assert {"python3", "cargo", "npm", "go", "git", "initdb", "pg_ctl", "nginx"} <= set(programs)
    missing = {
        program: where
        for program, where in programs.items()
        if program not in DEBIAN_BASE and f"`{program}`" not in README
    }
    assert not missing, f"name these in README.md's prerequisites: {missing}"
    assert "`chromium`" in README  # scripts/ensure-chromium.sh runs it by its path


def test_the_readme_names_the_required_versions() -> None:
    python = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"]
    assert python == ">=3.11" and "3.11 or later" in README
    cargo = tomllib.loads((ROOT / "core_rs" / "Cargo.toml").read_text())
    rust = cargo["workspace"]["package"]["rust-version"]
    assert f"{rust} or later" in README, rust
    web = (ROOT / "clients" / "web" / "package.json").read_text()
    node = re.search(r'"node": ">=([0-9.]+)"', web)
    assert node is not None and f"Node {node.group(1)} or later" in README
    oasdiff = re.search(r"OASDIFF_VERSION := (v[0-9.]+)", (ROOT / "Makefile").read_text())
    assert oasdiff is not None  # installed with `go install` (Go 1.26 or later for v1.37.0)
    assert "`go` | 1.26 or later" in README


def test_the_readme_says_how_to_change_the_port() -> None:
    from ginrummy.service.config import settings_table

    assert "GINRUMMY_PORT" in settings_table()
    assert "GINRUMMY_PORT=9000 make run" in README
    assert "$(BIN)/ginrummy serve" in (ROOT / "Makefile").read_text()  # `make run` reads it

//! TableGen's lexer, as `llvm/lib/TableGen/TGLexer.cpp` reads a `.td`
//! file, keeping every token's position: identifiers (also those starting
//! with digits, `1DTensorOf`), `$name`, `!op`, integers (`0x…`, `0b…`),
//! strings, `[{…}]` code blocks, `//` and (nesting, as TableGen's) `/* */`
//! comments, `#` pastes and the preprocessor directives `#ifdef`,
//! `#ifndef`, `#define`, `#else`, `#endif` at the start of a line, `...`
//! and punctuation. A character TableGen rejects is a token of its own
//! ([`Kind::Invalid`]); unterminated strings, code blocks and comments are
//! tokens running to the end of their line or of the text, flagged as
//! such. The lexer never fails and takes time linear in the text.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An identifier (also `1DTensorOf`, and keywords such as `def`).
    Ident,
    /// `$name`.
    Var,
    /// `!name`.
    Bang,
    /// An integer: decimal, `0x…`, `0b…` (a sign is [`Kind::Punct`]).
    Int,
    /// `"…"`; `closed` is false when the line or the text ended first.
    Str { closed: bool },
    /// `[{…}]`; `closed` is false when the text ended first.
    Code { closed: bool },
    /// A Rust raw string `r"…"`, `r#"…"#` (drr's spelling of a `[{…}]`
    /// block, as `td-paste` writes it); `hashes` is the number of `#`s.
    RawStr { closed: bool, hashes: usize },
    /// Rust text drr reads in a closure, TableGen nowhere: a char literal
    /// `'x'` or a lifetime `'_`.
    RustQuote,
    /// `// …` to the end of the line.
    LineComment,
    /// `/* … */`, nested ones included; `closed` is false when the text
    /// ended first.
    BlockComment { closed: bool },
    /// A preprocessor directive (`#ifdef NAME`, …): the `#` and its name.
    Directive,
    /// The `#` paste operator.
    Paste,
    /// `...`.
    Ellipsis,
    /// One punctuation character.
    Punct,
    /// Blanks: spaces, tabs, line breaks.
    Blank,
    /// A character TableGen's lexer rejects.
    Invalid,
}

/// A token: its kind and where it is, in characters of the text.
#[derive(Clone, Copy, Debug)]
pub struct Tok {
    /// What it is.
    pub kind: Kind,
    /// Its first character's index.
    pub start: usize,
    /// The index after its last character.
    pub end: usize,
    /// Its first character's line, from 1.
    pub line: usize,
    /// Its first character's column, from 1, in characters.
    pub col: usize,
}

/// The directives of TableGen's preprocessor.
const DIRECTIVES: [&str; 5] = ["ifdef", "ifndef", "define", "else", "endif"];

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_'
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The lexer's state.
struct Lexer<'a> {
    s: &'a [char],
    i: usize,
    line: usize,
    col: usize,
    /// Whether only blanks precede `i` on its line.
    line_start: bool,
    toks: Vec<Tok>,
}

impl Lexer<'_> {
    fn at(&self, k: usize) -> Option<char> {
        self.s.get(self.i + k).copied()
    }

    /// Moves past one character, counting lines.
    fn bump(&mut self) {
        if self.s[self.i] == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        self.i += 1;
    }

    /// The number of `#`s of a raw string starting here (`r"`, `r#"`),
    /// if one does (not after an identifier character: `bar"x"` is not).
    fn raw_string_start(&self) -> Option<usize> {
        if self.i > 0 && is_ident_char(self.s[self.i - 1]) {
            return None;
        }
        let hashes = self.s[self.i + 1..]
            .iter()
            .take_while(|c| **c == '#')
            .count();
        (self.at(1 + hashes) == Some('"')).then_some(hashes)
    }

    fn bump_while(&mut self, f: impl Fn(char) -> bool) {
        while self.i < self.s.len() && f(self.s[self.i]) {
            self.bump();
        }
    }

    fn push(&mut self, kind: Kind, start: usize, line: usize, col: usize) {
        self.toks.push(Tok {
            kind,
            start,
            end: self.i,
            line,
            col,
        });
    }

    /// The token at `self.i`.
    fn token(&mut self) {
        let (start, line, col) = (self.i, self.line, self.col);
        let c = self.s[self.i];
        let was_line_start = self.line_start;
        self.line_start = false;
        let kind = match c {
            ' ' | '\t' | '\n' | '\r' => {
                self.bump_while(|c| matches!(c, ' ' | '\t' | '\r'));
                while self.at(0) == Some('\n') {
                    self.bump();
                    self.line_start = true;
                    self.bump_while(|c| matches!(c, ' ' | '\t' | '\r'));
                }
                self.line_start |= was_line_start;
                Kind::Blank
            }
            '/' if self.at(1) == Some('/') => {
                self.bump_while(|c| c != '\n');
                Kind::LineComment
            }
            '/' if self.at(1) == Some('*') => {
                self.bump();
                self.bump();
                let mut depth = 1usize;
                loop {
                    match (self.at(0), self.at(1)) {
                        (None, _) => break Kind::BlockComment { closed: false },
                        (Some('*'), Some('/')) => {
                            self.bump();
                            self.bump();
                            depth -= 1;
                            if depth == 0 {
                                break Kind::BlockComment { closed: true };
                            }
                        }
                        (Some('/'), Some('*')) => {
                            self.bump();
                            self.bump();
                            depth += 1;
                        }
                        _ => self.bump(),
                    }
                }
            }
            '[' if self.at(1) == Some('{') => {
                self.bump();
                self.bump();
                loop {
                    match (self.at(0), self.at(1)) {
                        (None, _) => break Kind::Code { closed: false },
                        (Some('}'), Some(']')) => {
                            self.bump();
                            self.bump();
                            break Kind::Code { closed: true };
                        }
                        _ => self.bump(),
                    }
                }
            }
            'r' if self.raw_string_start().is_some() => {
                let hashes = self.raw_string_start().unwrap_or(0);
                for _ in 0..hashes + 2 {
                    self.bump();
                }
                loop {
                    match self.at(0) {
                        None => break Kind::RawStr { closed: false, hashes },
                        Some('"')
                            if (1..=hashes).all(|k| self.at(k) == Some('#')) =>
                        {
                            for _ in 0..hashes + 1 {
                                self.bump();
                            }
                            break Kind::RawStr { closed: true, hashes };
                        }
                        Some(_) => self.bump(),
                    }
                }
            }
            '\'' if self.at(1) == Some('\\') => {
                // `'\n'`, `'\''`: a char literal with an escape.
                self.bump();
                self.bump();
                self.bump();
                self.bump_while(|c| c != '\'' && c != '\n');
                if self.at(0) == Some('\'') {
                    self.bump();
                    Kind::RustQuote
                } else {
                    Kind::Invalid
                }
            }
            '\'' if self.at(2) == Some('\'') && self.at(1).is_some_and(|c| c != '\n') => {
                self.bump();
                self.bump();
                self.bump();
                Kind::RustQuote
            }
            '\'' if self.at(1).is_some_and(is_ident_start) => {
                self.bump();
                self.bump_while(is_ident_char);
                Kind::RustQuote
            }
            '"' => {
                self.bump();
                loop {
                    match self.at(0) {
                        None | Some('\n') | Some('\r') => break Kind::Str { closed: false },
                        Some('"') => {
                            self.bump();
                            break Kind::Str { closed: true };
                        }
                        Some('\\') if self.at(1).is_some_and(|c| c != '\n' && c != '\r') => {
                            self.bump();
                            self.bump();
                        }
                        Some(_) => self.bump(),
                    }
                }
            }
            '#' => {
                let word: String = self.s[self.i + 1..]
                    .iter()
                    .take_while(|c| is_ident_char(**c))
                    .collect();
                self.bump();
                if was_line_start && DIRECTIVES.contains(&word.as_str()) {
                    self.bump_while(is_ident_char);
                    Kind::Directive
                } else {
                    Kind::Paste
                }
            }
            '$' if self.at(1).is_some_and(is_ident_start) => {
                self.bump();
                self.bump_while(is_ident_char);
                Kind::Var
            }
            '!' if self.at(1).is_some_and(|c| c.is_ascii_alphabetic()) => {
                self.bump();
                self.bump_while(is_ident_char);
                Kind::Bang
            }
            '.' if self.at(1) == Some('.') && self.at(2) == Some('.') => {
                self.bump();
                self.bump();
                self.bump();
                Kind::Ellipsis
            }
            '0' if matches!(self.at(1), Some('x' | 'X'))
                && self.at(2).is_some_and(|c| c.is_ascii_hexdigit()) =>
            {
                self.bump();
                self.bump();
                self.bump_while(|c| c.is_ascii_hexdigit());
                Kind::Int
            }
            '0' if self.at(1) == Some('b') && matches!(self.at(2), Some('0' | '1')) => {
                self.bump();
                self.bump();
                self.bump_while(|c| c == '0' || c == '1');
                Kind::Int
            }
            c if c.is_ascii_digit() => {
                self.bump_while(|c| c.is_ascii_digit());
                if self.at(0).is_some_and(is_ident_char) {
                    // TableGen's identifiers may start with digits.
                    self.bump_while(is_ident_char);
                    Kind::Ident
                } else {
                    Kind::Int
                }
            }
            c if is_ident_start(c) => {
                self.bump_while(is_ident_char);
                Kind::Ident
            }
            '-' | '+' | '[' | ']' | '{' | '}' | '(' | ')' | '<' | '>' | ':' | ';' | '.' | '='
            | '?' | ',' | '!' | '$'
            // Not TableGen's, but Rust's: closures and blocks drr reads.
            | '|' | '&' | '*' | '/' | '@' | '%' | '^' | '~' => {
                self.bump();
                Kind::Punct
            }
            _ => {
                self.bump();
                Kind::Invalid
            }
        };
        self.push(kind, start, line, col);
    }
}

/// The tokens of `s`, blanks and comments included, in order and covering
/// it entirely.
pub fn lex(s: &[char]) -> Vec<Tok> {
    let mut lx = Lexer {
        s,
        i: 0,
        line: 1,
        col: 1,
        line_start: true,
        toks: Vec::new(),
    };
    while lx.i < s.len() {
        lx.token();
    }
    lx.toks
}

//! Turning a real `.td` file into the text `drr::ods! { … }` and
//! `drr::patterns! { … }` accept: the mechanical edits of a port, and a
//! note at each place that needs the user (the `td-paste` tool prints
//! them).
//!
//! A macro's body must be Rust tokens, which a `.td` file is not quite.
//! [`paste_td`] lexes the text as TableGen does ([`lex`]) and writes it
//! back so that `proc_macro2::TokenStream::from_str` accepts it and drr's
//! front end reads the same records, keeping every line where it was:
//!
//! - a `[{…}]` block becomes a raw string `r#"…"#` holding its text as
//!   written (drr reads a string literal wherever TableGen has a `[{…}]`
//!   block: `description`, `assemblyFormat`, code fields);
//! - a `#` paste gets blanks around it (`Foo_#Bar` is a reserved prefix
//!   in Rust), and so does an identifier or literal directly followed by a
//!   string;
//! - `///` and `//!` comments become `//` (Rust would make them doc
//!   attributes), `/**` and `/*!` become `/* ` (block comments nest in
//!   TableGen as in Rust);
//! - an identifier starting with digits other than `0DTensorOf` …
//!   `4DTensorOf` (Rust reads a number) is renamed `_1Foo`, consistently;
//! - a character TableGen rejects becomes a blank, an unterminated string,
//!   block or comment is closed, an unbalanced bracket is dropped or
//!   closed — each with a [`NoteKind::Error`] note.
//!
//! The C++ a `.td` file holds is Rust in drr: [`cpp`] notes each place
//! where drr rejects what the file says or needs a Rust item
//! ([`NoteKind::Cpp`]), saying what to write, and with
//! [`PasteOptions::drop_cpp`] comments out the C++-only class members
//! (`extraClassDeclaration`, C++ `builders`, …) so the rest expands.

pub mod cpp;
pub mod lex;

use std::fmt::Write as _;
use std::str::FromStr;

use lex::{Kind, Tok};

/// What a note is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoteKind {
    /// Text neither TableGen nor Rust reads (a stray character, an
    /// unterminated string, block or comment, an unbalanced bracket),
    /// repaired as the message says: the file has an error.
    Error,
    /// A name renamed so that Rust reads it as one.
    Rename,
    /// C++ that drr needs as Rust, or rejects: the user acts.
    Cpp,
    /// C++-only text commented out ([`PasteOptions::drop_cpp`]).
    Dropped,
}

impl NoteKind {
    /// The kind as the tool prints it.
    pub fn as_str(self) -> &'static str {
        match self {
            NoteKind::Error => "error",
            NoteKind::Rename => "rename",
            NoteKind::Cpp => "c++",
            NoteKind::Dropped => "dropped",
        }
    }
}

/// A note about the input text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PasteNote {
    /// The line in the input, from 1.
    pub line: usize,
    /// The column in the input, from 1, in characters.
    pub col: usize,
    /// What it is about.
    pub kind: NoteKind,
    /// What happened or what to do.
    pub message: String,
}

/// `LINE:COL: note: [kind] message`, as the `td-paste` binary prints a
/// note after the file's name.
impl std::fmt::Display for PasteNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}: note: [{}] {}",
            self.line,
            self.col,
            self.kind.as_str(),
            self.message
        )
    }
}

/// The pasted text and the notes about the input.
#[derive(Clone, Debug, Default)]
pub struct Pasted {
    /// Text for a macro body: Rust tokens meaning what the input meant.
    pub text: String,
    /// Notes in the order of the input.
    pub notes: Vec<PasteNote>,
}

impl Pasted {
    /// Whether a note is an [`NoteKind::Error`] (the input was not valid
    /// TableGen).
    pub fn has_errors(&self) -> bool {
        self.notes.iter().any(|n| n.kind == NoteKind::Error)
    }
}

/// Options of [`paste_td_with`].
#[derive(Clone, Copy, Debug, Default)]
pub struct PasteOptions {
    /// Comment out the C++-only class members (`extraClassDeclaration`,
    /// `extraClassDefinition`, `extraSharedClassDeclaration`,
    /// `extraTraitClassDeclaration`, `builders` with C++ bodies, old-style
    /// `verifier`/`parser`/`printer` code) with a `// td-paste:` comment.
    pub drop_cpp: bool,
}

/// [`paste_td_with`] with the default options.
pub fn paste_td(text: &str) -> Pasted {
    paste_td_with(text, &PasteOptions::default())
}

/// The text of the `.td` file `text` as a macro body, and the notes (see
/// the [module docs](self)). Never panics; linear in the text's length.
pub fn paste_td_with(text: &str, opts: &PasteOptions) -> Pasted {
    // Line breaks: `\r\n` is `\n`; a lone `\r` (which Rust rejects in
    // strings and comments) a blank.
    let chars: Vec<char> = {
        let mut v = Vec::with_capacity(text.len());
        let mut it = text.chars().peekable();
        while let Some(c) = it.next() {
            if c == '\r' {
                if it.peek() != Some(&'\n') {
                    v.push(' ');
                }
            } else {
                v.push(c);
            }
        }
        v
    };
    let toks = lex::lex(&chars);
    let mut notes = Vec::new();
    let analysis = cpp::analyse(&chars, &toks, opts, &mut notes);
    let mut em = Emitter {
        s: &chars,
        toks: &toks,
        out: String::with_capacity(text.len() + text.len() / 16),
        notes,
        open: Vec::new(),
    };
    let mut i = 0;
    let mut drops = analysis.drops.iter().peekable();
    while i < toks.len() {
        if let Some(d) = drops.next_if(|d| d.first == i) {
            em.drop_range(d);
            i = d.last + 1;
            continue;
        }
        em.token(i);
        i += 1;
    }
    em.close_open();
    let mut pasted = Pasted {
        text: em.out,
        notes: em.notes,
    };
    pasted.notes.sort_by_key(|n| (n.line, n.col));
    // What the repairs above should guarantee; a note, never a panic, if
    // they did not.
    if let Err(e) = proc_macro2::TokenStream::from_str(&pasted.text) {
        pasted.notes.push(PasteNote {
            line: 1,
            col: 1,
            kind: NoteKind::Error,
            message: format!("the pasted text is not Rust tokens ({e}): please report this input"),
        });
    }
    pasted
}

/// `text` wrapped as the body of `drr::NAME! { … }` (`NAME` is `ods` or
/// `patterns`), the input's line `n` being the output's line `n + 1`.
pub fn wrap(text: &str, macro_name: &str) -> String {
    let mut s = format!("drr::{macro_name}! {{\n{text}");
    if !text.ends_with('\n') {
        s.push('\n');
    }
    s.push_str("}\n");
    s
}

/// A range of tokens commented out.
#[derive(Clone, Debug)]
pub struct Drop {
    /// The first token's index.
    pub first: usize,
    /// The last token's index.
    pub last: usize,
    /// Why, for the `// td-paste:` comment.
    pub why: String,
}

/// The writer of the pasted text.
struct Emitter<'a> {
    s: &'a [char],
    toks: &'a [Tok],
    out: String,
    notes: Vec<PasteNote>,
    /// The open brackets: the character and its token.
    open: Vec<(char, usize)>,
}

impl<'a> Emitter<'a> {
    fn text(&self, t: &Tok) -> &'a [char] {
        let s: &'a [char] = self.s;
        &s[t.start..t.end]
    }

    fn note(&mut self, t: &Tok, kind: NoteKind, message: impl Into<String>) {
        self.notes.push(PasteNote {
            line: t.line,
            col: t.col,
            kind,
            message: message.into(),
        });
    }

    fn push_chars(&mut self, cs: &[char]) {
        self.out.extend(cs.iter());
    }

    /// The character after token `i`, if any.
    fn next_char(&self, i: usize) -> Option<char> {
        self.s.get(self.toks[i].end).copied()
    }

    /// A blank after token `i` if the next character would glue to it.
    fn separate(&mut self, i: usize) {
        if self
            .next_char(i)
            .is_some_and(|c| c == '"' || c == '#' || c.is_ascii_alphanumeric() || c == '_')
        {
            self.out.push(' ');
        }
    }

    fn token(&mut self, i: usize) {
        let t = self.toks[i];
        let text = self.text(&t);
        match t.kind {
            Kind::Blank
            | Kind::Var
            | Kind::Bang
            | Kind::Ellipsis
            | Kind::Directive
            | Kind::RustQuote => self.push_chars(text),
            Kind::RawStr { closed, hashes } => {
                self.push_chars(text);
                if !closed {
                    self.out.push('"');
                    self.out.extend(std::iter::repeat_n('#', hashes));
                    self.note(
                        &t,
                        NoteKind::Error,
                        "unterminated raw string: closed at the end of the text",
                    );
                }
                self.separate(i);
            }
            Kind::LineComment => {
                let doc = text.starts_with(&['/', '/', '!'])
                    || (text.starts_with(&['/', '/', '/']) && text.get(3) != Some(&'/'));
                if doc {
                    self.out.push_str("//");
                    self.push_chars(&text[3..]);
                } else {
                    self.push_chars(text);
                }
            }
            Kind::BlockComment { closed } => {
                let doc = text.starts_with(&['/', '*', '!'])
                    || (text.starts_with(&['/', '*', '*'])
                        && !matches!(text.get(3), Some('*' | '/')));
                if doc {
                    self.out.push_str("/* ");
                    self.push_chars(&text[3..]);
                } else {
                    self.push_chars(text);
                }
                if !closed {
                    let depth = comment_depth(text);
                    self.note(
                        &t,
                        NoteKind::Error,
                        "unterminated `/*` comment (TableGen: \"unterminated comment\"): closed at the end of the text",
                    );
                    for _ in 0..depth {
                        self.out.push_str("*/");
                    }
                }
            }
            Kind::Code { closed } => {
                let body = if closed {
                    &text[2..text.len() - 2]
                } else {
                    &text[2..]
                };
                let hashes = raw_hashes(body);
                self.out.push('r');
                self.out.extend(std::iter::repeat_n('#', hashes));
                self.out.push('"');
                self.push_chars(body);
                self.out.push('"');
                self.out.extend(std::iter::repeat_n('#', hashes));
                if !closed {
                    self.note(
                        &t,
                        NoteKind::Error,
                        "unterminated `[{` code block (TableGen: \"unterminated code block\"): closed at the end of the text",
                    );
                }
                self.separate(i);
            }
            Kind::Str { closed } => {
                let body = if closed {
                    &text[1..text.len() - 1]
                } else {
                    &text[1..]
                };
                self.string(&t, body);
                if !closed {
                    self.note(
                        &t,
                        NoteKind::Error,
                        "unterminated string (TableGen: \"end of line in string literal\"): closed at the end of its line",
                    );
                }
                self.separate(i);
            }
            Kind::Paste => {
                if !self.out.ends_with(char::is_whitespace) && !self.out.is_empty() {
                    self.out.push(' ');
                }
                self.out.push('#');
                if self.next_char(i).is_some_and(|c| !c.is_whitespace()) {
                    self.out.push(' ');
                }
            }
            Kind::Ident => {
                if text[0].is_ascii_digit() && !known_digit_name(text) {
                    let name: String = text.iter().collect();
                    self.note(
                        &t,
                        NoteKind::Rename,
                        format!(
                            "`{name}` starts with a digit, which Rust reads as a number: renamed `_{name}` (here and at every use); drr understands only ODS's `0DTensorOf` … `4DTensorOf` so"
                        ),
                    );
                    self.out.push('_');
                }
                self.push_chars(text);
                self.separate(i);
            }
            Kind::Int => {
                self.push_chars(text);
                self.separate(i);
            }
            Kind::Punct => self.punct(i, text[0]),
            Kind::Invalid => {
                let c = text[0];
                let msg = if c == '\0' {
                    "a NUL character, which TableGen reads as the end of the file: replaced by a blank".to_string()
                } else {
                    format!(
                        "TableGen rejects the character {c:?} here (\"unexpected character\"): replaced by a blank"
                    )
                };
                self.note(&t, NoteKind::Error, msg);
                self.out.push(' ');
            }
        }
    }

    /// A bracket is kept only where it balances, as Rust's tokenizer needs.
    fn punct(&mut self, i: usize, c: char) {
        let t = self.toks[i];
        match c {
            '(' | '[' | '{' => self.open.push((c, i)),
            ')' | ']' | '}' => {
                let want = match c {
                    ')' => '(',
                    ']' => '[',
                    _ => '{',
                };
                if self.open.last().is_some_and(|(o, _)| *o == want) {
                    self.open.pop();
                } else {
                    let msg = match self.open.last() {
                        Some((o, j)) => {
                            let o_tok = self.toks[*j];
                            format!(
                                "`{c}` does not close the `{o}` of line {}:{}: dropped",
                                o_tok.line, o_tok.col
                            )
                        }
                        None => format!("`{c}` closes nothing: dropped"),
                    };
                    self.note(&t, NoteKind::Error, msg);
                    self.out.push(' ');
                    return;
                }
            }
            _ => {}
        }
        self.out.push(c);
    }

    /// Brackets still open at the end are closed there.
    fn close_open(&mut self) {
        let open = std::mem::take(&mut self.open);
        if open.is_empty() {
            return;
        }
        if !self.out.ends_with('\n') {
            self.out.push('\n');
        }
        for (c, j) in open.into_iter().rev() {
            let t = self.toks[j];
            self.note(
                &t,
                NoteKind::Error,
                format!("`{c}` is never closed: closed at the end of the text"),
            );
            self.out.push(match c {
                '(' => ')',
                '[' => ']',
                _ => '}',
            });
        }
        self.out.push('\n');
    }

    /// A string literal of TableGen's value `body` (its text between the
    /// quotes), written as Rust reads it: as written when its escapes are
    /// TableGen's (all of which Rust reads alike), else re-escaped.
    fn string(&mut self, t: &Tok, body: &[char]) {
        self.out.push('"');
        let mut k = 0;
        let mut bad = false;
        while k < body.len() {
            let c = body[k];
            if c == '\\' {
                match body.get(k + 1) {
                    Some(e @ ('\\' | '\'' | '"' | 't' | 'n')) => {
                        self.out.push('\\');
                        self.out.push(*e);
                        k += 2;
                        continue;
                    }
                    _ => {
                        // TableGen: "invalid escape in string literal";
                        // the backslash kept as a character.
                        bad = true;
                        self.out.push_str("\\\\");
                    }
                }
            } else {
                self.out.push(c);
            }
            k += 1;
        }
        self.out.push('"');
        if bad {
            self.note(
                t,
                NoteKind::Error,
                "TableGen rejects this string's escape (\"invalid escape in string literal\": it knows `\\\\ \\' \\\" \\t \\n`): the backslash kept as a character",
            );
        }
    }

    /// Tokens `d.first..=d.last` commented out, keeping the line count.
    fn drop_range(&mut self, d: &Drop) {
        let (a, b) = (self.toks[d.first], self.toks[d.last]);
        let at_line_start = d.first == 0
            || self.toks[d.first - 1].kind == Kind::Blank
                && (self.text(&self.toks[d.first - 1]).contains(&'\n')
                    || a.col == 1 + self.toks[d.first - 1].end - self.toks[d.first - 1].start);
        let rest_blank = match self.toks.get(d.last + 1) {
            None => true,
            Some(n) if n.kind == Kind::LineComment => true,
            Some(n) if n.kind == Kind::Blank => {
                self.text(n).contains(&'\n')
                    || self
                        .toks
                        .get(d.last + 2)
                        .is_none_or(|m| m.kind == Kind::LineComment)
            }
            _ => false,
        };
        let body = &self.s[a.start..b.end];
        let why = d.why.clone();
        if at_line_start && rest_blank {
            let _ = write!(self.out, "// td-paste: dropped {why}: ");
            for (k, line) in body.split(|c| *c == '\n').enumerate() {
                if k > 0 {
                    self.out.push_str("\n//");
                }
                self.out.extend(line.iter());
            }
        } else {
            let _ = write!(self.out, "/* td-paste: dropped {why} */");
            let lines = body.iter().filter(|c| **c == '\n').count();
            self.out.extend(std::iter::repeat_n('\n', lines));
        }
        self.note(&a, NoteKind::Dropped, format!("dropped {why}"));
    }
}

/// The nesting depth left open at the end of an unterminated block comment.
fn comment_depth(text: &[char]) -> usize {
    let mut depth = 0usize;
    let mut k = 0;
    while k + 1 < text.len() {
        match (text[k], text[k + 1]) {
            ('/', '*') => {
                depth += 1;
                k += 2;
            }
            ('*', '/') => {
                depth = depth.saturating_sub(1);
                k += 2;
            }
            _ => k += 1,
        }
    }
    depth.max(1)
}

/// The number of `#`s a raw string holding `body` needs (at least one).
fn raw_hashes(body: &[char]) -> usize {
    let mut most = 0;
    let mut k = 0;
    while k < body.len() {
        if body[k] == '"' {
            let run = body[k + 1..].iter().take_while(|c| **c == '#').count();
            most = most.max(run);
            k += 1 + run;
        } else {
            k += 1;
        }
    }
    most + 1
}

/// ODS's names starting with a digit that drr understands.
fn known_digit_name(text: &[char]) -> bool {
    let s: String = text.iter().collect();
    matches!(
        s.as_str(),
        "0DTensorOf" | "1DTensorOf" | "2DTensorOf" | "3DTensorOf" | "4DTensorOf"
    )
}

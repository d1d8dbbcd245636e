//! POSIX extended regular expressions as `llvm::Regex` reads them (Henry
//! Spencer's `regcomp`, as LLVM ships it): what `expected-error-re`'s
//! `{{…}}` blocks are written in. The syntax, the checks and the error
//! texts are LLVM's (`regerror`): `empty (sub)expression` for an empty
//! alternative, `repetition-operator operand invalid` for `**` or a
//! leading `*`, `invalid repetition count(s)` past 255, `[[:name:]]`
//! classes, `\c` as the character `c`, `\N` a back-reference (which drr
//! reports as unsupported when it is valid). A match is searched anywhere
//! in the text (`llvm::Regex::match` without flags: `^` and `$` are the
//! text's ends, `.` matches a newline).
//!
//! The expression is compiled to a small program run as a Thompson NFA (a
//! set of states per byte), so matching is linear in the text for a given
//! expression, whatever the expression: no backtracking blow-up.

/// LLVM's `RE_DUPMAX`: the largest repetition count.
const DUP_MAX: u32 = 255;

/// The most instructions an expression may compile to (nested counted
/// repetitions multiply); past it, `out of memory`, as regcomp reports
/// when it cannot allocate.
const MAX_PROGRAM: usize = 200_000;

/// A compiled expression.
#[derive(Clone, Debug)]
pub struct Regex {
    program: Vec<Inst>,
}

#[derive(Clone, Debug)]
enum Inst {
    /// A byte in the set.
    Byte(Box<[bool; 256]>),
    /// Continue at both.
    Split(usize, usize),
    Jump(usize),
    /// The text's start.
    Bol,
    /// The text's end.
    Eol,
    Match,
}

/// The syntax tree.
#[derive(Clone, Debug)]
enum Node {
    Set(Box<[bool; 256]>),
    Bol,
    Eol,
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat(Box<Node>, u32, Option<u32>),
}

/// A syntax error: LLVM's `regerror` text.
type Error = &'static str;

const EMPTY: Error = "empty (sub)expression";
const BADRPT: Error = "repetition-operator operand invalid";
const BADBR: Error = "invalid repetition count(s)";
const EBRACE: Error = "braces not balanced";
const EPAREN: Error = "parentheses not balanced";
const EBRACK: Error = "brackets ([ ]) not balanced";
const ERANGE: Error = "invalid character range";
const ECTYPE: Error = "invalid character class";
const ECOLLATE: Error = "invalid collating element";
const EESCAPE: Error = "trailing backslash (\\)";
const ESUBREG: Error = "invalid backreference number";
const ESPACE: Error = "out of memory";

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    /// Groups opened so far, and whether each is closed.
    groups: Vec<bool>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.s.get(self.i + 1).copied()
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn eat_two(&mut self, a: u8, b: u8) -> bool {
        if self.peek() == Some(a) && self.peek2() == Some(b) {
            self.i += 2;
            true
        } else {
            false
        }
    }

    /// `p_ere`: alternatives up to `stop` (or the end).
    fn ere(&mut self, stop: Option<u8>) -> Result<Node, Error> {
        let mut alternatives = Vec::new();
        loop {
            let mut items = Vec::new();
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                items.push(self.ere_exp()?);
            }
            if items.is_empty() {
                return Err(EMPTY);
            }
            alternatives.push(Node::Concat(items));
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(if alternatives.len() == 1 {
            alternatives.pop().unwrap_or(Node::Concat(Vec::new()))
        } else {
            Node::Alt(alternatives)
        })
    }

    /// A repetition follows: `*`, `+`, `?`, or `{` and a digit.
    fn repetition_follows(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    /// `p_ere_exp`: an atom and its repetition.
    fn ere_exp(&mut self) -> Result<Node, Error> {
        let c = self.peek().ok_or(EMPTY)?;
        self.i += 1;
        let mut was_caret = false;
        let atom = match c {
            b'(' => {
                if self.peek().is_none() {
                    return Err(EPAREN);
                }
                let index = self.groups.len();
                self.groups.push(false);
                let inner = if self.peek() == Some(b')') {
                    Node::Concat(Vec::new())
                } else {
                    self.ere(Some(b')'))?
                };
                if !self.eat(b')') {
                    return Err(EPAREN);
                }
                self.groups[index] = true;
                inner
            }
            b')' => return Err(EPAREN),
            b'^' => {
                was_caret = true;
                Node::Bol
            }
            b'$' => Node::Eol,
            b'|' => return Err(EMPTY),
            b'*' | b'+' | b'?' => return Err(BADRPT),
            b'{' if self.peek().is_some_and(|c| c.is_ascii_digit()) => return Err(BADRPT),
            b'.' => Node::Set(Box::new([true; 256])),
            b'[' => self.bracket()?,
            b'\\' => {
                let c = self.peek().ok_or(EESCAPE)?;
                self.i += 1;
                if (b'1'..=b'9').contains(&c) {
                    let n = usize::from(c - b'0');
                    if !self.groups.get(n - 1).copied().unwrap_or(false) {
                        return Err(ESUBREG);
                    }
                    return Err("back-references are not supported by drr");
                }
                byte(c)
            }
            c => byte(c),
        };
        if !self.repetition_follows() {
            return Ok(atom);
        }
        let op = self.peek().unwrap_or(b'*');
        self.i += 1;
        if was_caret {
            return Err(BADRPT);
        }
        let node = match op {
            b'*' => Node::Repeat(Box::new(atom), 0, None),
            b'+' => Node::Repeat(Box::new(atom), 1, None),
            b'?' => Node::Repeat(Box::new(atom), 0, Some(1)),
            _ => {
                let low = self.count()?;
                let high = if self.eat(b',') {
                    if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        let high = self.count()?;
                        if low > high {
                            return Err(BADBR);
                        }
                        Some(high)
                    } else {
                        None
                    }
                } else {
                    Some(low)
                };
                if !self.eat(b'}') {
                    while self.peek().is_some_and(|c| c != b'}') {
                        self.i += 1;
                    }
                    return Err(if self.peek().is_none() { EBRACE } else { BADBR });
                }
                Node::Repeat(Box::new(atom), low, high)
            }
        };
        if self.repetition_follows() {
            return Err(BADRPT);
        }
        Ok(node)
    }

    /// `p_count`: a repetition count, at most [`DUP_MAX`].
    fn count(&mut self) -> Result<u32, Error> {
        let mut n: u32 = 0;
        let mut digits = 0;
        while let Some(c) = self.peek().filter(|c| c.is_ascii_digit()) {
            if digits >= 3 {
                break;
            }
            n = n * 10 + u32::from(c - b'0');
            digits += 1;
            self.i += 1;
        }
        if digits == 0 || n > DUP_MAX {
            return Err(BADBR);
        }
        Ok(n)
    }

    /// `p_bracket`: after `[`.
    fn bracket(&mut self) -> Result<Node, Error> {
        if self.s[self.i..].starts_with(b"[:<:]]") || self.s[self.i..].starts_with(b"[:>:]]") {
            return Err("word boundaries are not supported by drr");
        }
        let mut set = [false; 256];
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[usize::from(b']')] = true;
        } else if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        while let Some(c) = self.peek() {
            if c == b']' || (c == b'-' && self.peek2() == Some(b']')) {
                break;
            }
            self.bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        if !self.eat(b']') {
            return Err(EBRACK);
        }
        if invert {
            for b in set.iter_mut() {
                *b = !*b;
            }
        }
        Ok(Node::Set(Box::new(set)))
    }

    /// `p_b_term`: a class, an equivalence class, a character or a range.
    fn bracket_term(&mut self, set: &mut [bool; 256]) -> Result<(), Error> {
        let kind = match self.peek() {
            Some(b'[') => self.peek2(),
            Some(b'-') => return Err(ERANGE),
            _ => None,
        };
        match kind {
            Some(b':') => {
                self.i += 2;
                let c = self.peek().ok_or(EBRACK)?;
                if c == b'-' || c == b']' {
                    return Err(ECTYPE);
                }
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.i += 1;
                }
                let class: fn(u8) -> bool = match &self.s[start..self.i] {
                    b"alnum" => |c| c.is_ascii_alphanumeric(),
                    b"alpha" => |c| c.is_ascii_alphabetic(),
                    b"blank" => |c| c == b' ' || c == b'\t',
                    b"cntrl" => |c| c.is_ascii_control(),
                    b"digit" => |c| c.is_ascii_digit(),
                    b"graph" => |c| c.is_ascii_graphic(),
                    b"lower" => |c| c.is_ascii_lowercase(),
                    b"print" => |c| c.is_ascii_graphic() || c == b' ',
                    b"punct" => |c| c.is_ascii_punctuation(),
                    b"space" => |c| c.is_ascii_whitespace() || c == 0x0b,
                    b"upper" => |c| c.is_ascii_uppercase(),
                    b"xdigit" => |c| c.is_ascii_hexdigit(),
                    _ => return Err(ECTYPE),
                };
                for c in 0..=255u8 {
                    if class(c) {
                        set[usize::from(c)] = true;
                    }
                }
                if self.peek().is_none() {
                    return Err(EBRACK);
                }
                if !self.eat_two(b':', b']') {
                    return Err(ECTYPE);
                }
            }
            Some(b'=') => {
                self.i += 2;
                let c = self.peek().ok_or(EBRACK)?;
                if c == b'-' || c == b']' {
                    return Err(ECOLLATE);
                }
                let c = self.collating_element(b'=')?;
                set[usize::from(c)] = true;
                if self.peek().is_none() {
                    return Err(EBRACK);
                }
                if !self.eat_two(b'=', b']') {
                    return Err(ECOLLATE);
                }
            }
            _ => {
                let start = self.symbol()?;
                let finish = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']')
                {
                    self.i += 1;
                    if self.eat(b'-') { b'-' } else { self.symbol()? }
                } else {
                    start
                };
                if start > finish {
                    return Err(ERANGE);
                }
                for c in start..=finish {
                    set[usize::from(c)] = true;
                }
            }
        }
        Ok(())
    }

    /// `p_b_symbol`: a character or `[.x.]`.
    fn symbol(&mut self) -> Result<u8, Error> {
        let c = self.peek().ok_or(EBRACK)?;
        if !self.eat_two(b'[', b'.') {
            self.i += 1;
            return Ok(c);
        }
        let c = self.collating_element(b'.')?;
        if !self.eat_two(b'.', b']') {
            return Err(ECOLLATE);
        }
        Ok(c)
    }

    /// `p_b_coll_elem`: a single character (named collating elements
    /// such as `[.space.]` are not supported: `invalid collating element`).
    fn collating_element(&mut self, end: u8) -> Result<u8, Error> {
        let start = self.i;
        while self.peek().is_some() && !(self.peek() == Some(end) && self.peek2() == Some(b']')) {
            self.i += 1;
        }
        if self.peek().is_none() {
            return Err(EBRACK);
        }
        match &self.s[start..self.i] {
            [c] => Ok(*c),
            _ => Err(ECOLLATE),
        }
    }
}

fn byte(c: u8) -> Node {
    let mut set = [false; 256];
    set[usize::from(c)] = true;
    Node::Set(Box::new(set))
}

/// The pieces of `text` (an expression) between `escape`d literal parts:
/// LLVM's `Regex::escape`, which puts a backslash before each of
/// `()^$|*+?.[]\{}`.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if "()^$|*+?.[]\\{}".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

impl Regex {
    /// Compiles `pattern`; the error is LLVM's `regerror` text.
    pub fn new(pattern: &str) -> Result<Regex, &'static str> {
        let mut p = Parser {
            s: pattern.as_bytes(),
            i: 0,
            groups: Vec::new(),
        };
        let node = p.ere(None)?;
        if p.i != p.s.len() {
            // Only an unmatched `)` stops the top level early.
            return Err(EPAREN);
        }
        let mut program = Vec::new();
        emit(&node, &mut program)?;
        program.push(Inst::Match);
        Ok(Regex { program })
    }

    /// Whether the expression matches somewhere in `text`.
    pub fn is_match(&self, text: &str) -> bool {
        let text = text.as_bytes();
        let n = self.program.len();
        let mut current: Vec<usize> = Vec::new();
        let mut next: Vec<usize> = Vec::new();
        let mut seen = vec![usize::MAX; n];
        let mut stack = Vec::new();
        for pos in 0..=text.len() {
            // A new thread at every position: the match may start anywhere.
            stack.push(0);
            // The epsilon closure of the threads (`current` plus the new
            // one), stopping at byte instructions.
            let mut ready = Vec::new();
            stack.append(&mut current);
            while let Some(pc) = stack.pop() {
                if seen[pc] == pos {
                    continue;
                }
                seen[pc] = pos;
                match &self.program[pc] {
                    Inst::Match => return true,
                    Inst::Jump(t) => stack.push(*t),
                    Inst::Split(a, b) => {
                        stack.push(*b);
                        stack.push(*a);
                    }
                    Inst::Bol => {
                        if pos == 0 {
                            stack.push(pc + 1);
                        }
                    }
                    Inst::Eol => {
                        if pos == text.len() {
                            stack.push(pc + 1);
                        }
                    }
                    Inst::Byte(_) => ready.push(pc),
                }
            }
            let Some(&b) = text.get(pos) else { break };
            for pc in ready {
                if let Inst::Byte(set) = &self.program[pc]
                    && set[usize::from(b)]
                {
                    next.push(pc + 1);
                }
            }
            std::mem::swap(&mut current, &mut next);
        }
        false
    }
}

/// Appends the program of `node`.
fn emit(node: &Node, out: &mut Vec<Inst>) -> Result<(), Error> {
    if out.len() > MAX_PROGRAM {
        return Err(ESPACE);
    }
    match node {
        Node::Set(set) => out.push(Inst::Byte(set.clone())),
        Node::Bol => out.push(Inst::Bol),
        Node::Eol => out.push(Inst::Eol),
        Node::Concat(items) => {
            for item in items {
                emit(item, out)?;
            }
        }
        Node::Alt(alternatives) => {
            let mut jumps = Vec::new();
            for (i, alt) in alternatives.iter().enumerate() {
                if i + 1 < alternatives.len() {
                    let split = out.len();
                    out.push(Inst::Split(split + 1, 0));
                    emit(alt, out)?;
                    jumps.push(out.len());
                    out.push(Inst::Jump(0));
                    let here = out.len();
                    out[split] = Inst::Split(split + 1, here);
                } else {
                    emit(alt, out)?;
                }
            }
            let end = out.len();
            for j in jumps {
                out[j] = Inst::Jump(end);
            }
        }
        Node::Repeat(inner, low, high) => {
            for _ in 0..*low {
                emit(inner, out)?;
            }
            match high {
                None => {
                    // inner*: L: split(body, end); body; jump L.
                    let split = out.len();
                    out.push(Inst::Split(split + 1, 0));
                    emit(inner, out)?;
                    out.push(Inst::Jump(split));
                    let end = out.len();
                    out[split] = Inst::Split(split + 1, end);
                }
                Some(high) => {
                    let mut splits = Vec::new();
                    for _ in *low..*high {
                        splits.push(out.len());
                        out.push(Inst::Split(0, 0));
                        emit(inner, out)?;
                    }
                    let end = out.len();
                    for s in splits {
                        out[s] = Inst::Split(s + 1, end);
                    }
                }
            }
        }
    }
    if out.len() > MAX_PROGRAM {
        return Err(ESPACE);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(re: &str, text: &str) -> bool {
        Regex::new(re).expect("valid").is_match(text)
    }

    #[test]
    fn matches_anywhere() {
        assert!(m("b+c", "abbbcd"));
        assert!(m("^ab", "abc") && !m("^bc", "abc"));
        assert!(m("bc$", "abc") && !m("ab$", "abc"));
        assert!(m("(use|def)", "a def"));
        assert!(m("operand #[0-9]+ does", "operand #12 does"));
        assert!(m("x{2,3}y", "xxy") && !m("^x{2,3}y", "xy"));
        assert!(m("[[:digit:]]{2}", "a12"));
        assert!(m("[^a-c]", "abcd") && !m("[^a-d]", "abcd"));
        assert!(m("a.c", "a\nc"));
        assert!(m("\\(x\\)", "(x)"));
        assert!(m("()", "") && m("(a*)*b", "aaab"));
        assert!(m("[]x]", "]") && m("[a-]", "-"));
    }

    #[test]
    fn errors_are_llvms() {
        for (re, e) in [
            ("", EMPTY),
            ("a|", EMPTY),
            ("|a", EMPTY),
            ("x**", BADRPT),
            ("*x", BADRPT),
            ("(x", EPAREN),
            ("x)", EPAREN),
            ("x{300}", BADBR),
            ("x{3,2}", BADBR),
            ("x{3", EBRACE),
            ("[[:foo:]]", ECTYPE),
            ("x\\", EESCAPE),
            ("\\1", ESUBREG),
            ("[a-", ERANGE),
            ("[b-a]", ERANGE),
            ("[ab", EBRACK),
            ("^*", BADRPT),
        ] {
            assert_eq!(Regex::new(re).unwrap_err(), e, "{re}");
        }
        // Nested counts: too large a program, not a hang.
        assert_eq!(Regex::new("((a{255}){255}){255}").unwrap_err(), ESPACE);
    }

    #[test]
    fn escape_is_llvms() {
        assert_eq!(escape("a(b)*{c}"), "a\\(b\\)\\*\\{c\\}");
        assert!(m(&escape("f(x) = [1]"), "so f(x) = [1]."));
    }
}

//! POSIX extended regular expressions for TableGen's `!match(str, regex)`
//! (LLVM's `llvm::Regex`, BSD `regcomp` with `REG_EXTENDED`): a regex is
//! parsed into a `Node` tree, then searched for anywhere in the string
//! (unanchored unless `^` / `$`) by following the set of positions each
//! node can end at (no backtracking).
//!
//! Invariants: [`Regex::new`] rejects what `regcomp` rejects (an empty
//! regex or alternative — `()` is allowed —, a repetition with nothing to repeat or
//! repeated, unbalanced parentheses or brackets, a bad `{m,n}` bound,
//! an unknown character class); matching works on bytes, as TableGen's
//! strings are, and gives up after [`MAX_STEPS`] steps; parentheses nest
//! at most [`MAX_NESTING`] deep (parsing and matching recurse on them).

/// The most backtracking steps one `!match` may take.
pub const MAX_STEPS: usize = 1_000_000;

/// The deepest nesting of parentheses accepted (deeper is
/// [`RegexError::TooComplex`], never a stack overflow).
pub const MAX_NESTING: u32 = 100;

/// The most repetitions `{m,n}` may name (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

/// One element of a parsed regex.
#[derive(Debug, Clone)]
enum Node {
    /// One byte equal to this.
    Byte(u8),
    /// Any byte.
    Any,
    /// One byte in (or, negated, not in) the set.
    Set(Box<[bool; 256]>),
    /// Start of the string.
    Start,
    /// End of the string.
    End,
    /// Alternatives, each a sequence.
    Alt(Vec<Vec<Node>>),
    /// The node repeated `min..=max` times (`max` `None`: unbounded).
    Repeat(Box<Node>, u32, Option<u32>),
}

/// A compiled regex.
#[derive(Debug)]
pub struct Regex {
    branches: Vec<Vec<Node>>,
}

/// Why a regex was rejected or a match abandoned.
#[derive(Debug, PartialEq, Eq)]
pub enum RegexError {
    /// Not a valid POSIX extended regex.
    Invalid,
    /// More than [`MAX_STEPS`] steps.
    TooComplex,
}

impl Regex {
    /// Parses `pattern`.
    pub fn new(pattern: &str) -> Result<Regex, RegexError> {
        let mut p = Parser {
            s: pattern.as_bytes(),
            i: 0,
            depth: 0,
        };
        let branches = p.alternation()?;
        if p.i != p.s.len() {
            return Err(RegexError::Invalid);
        }
        Ok(Regex { branches })
    }

    /// True if the regex matches somewhere in `text`.
    pub fn is_match(&self, text: &str) -> Result<bool, RegexError> {
        let mut m = Matcher {
            text: text.as_bytes(),
            steps: 0,
        };
        let starts = (0..=text.len()).collect();
        let alt = Node::Alt(self.branches.clone());
        Ok(!m.node(&alt, &starts)?.is_empty())
    }
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    /// Parentheses open around the current position.
    depth: u32,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    /// `branch ('|' branch)*`; no branch may be empty.
    fn alternation(&mut self) -> Result<Vec<Vec<Node>>, RegexError> {
        let mut branches = vec![self.branch()?];
        while self.peek() == Some(b'|') {
            self.i += 1;
            branches.push(self.branch()?);
        }
        Ok(branches)
    }

    fn branch(&mut self) -> Result<Vec<Node>, RegexError> {
        let mut seq = Vec::new();
        while let Some(c) = self.peek() {
            if c == b'|' || c == b')' {
                break;
            }
            let atom = self.atom()?;
            seq.push(self.repeats(atom)?);
        }
        if seq.is_empty() {
            return Err(RegexError::Invalid);
        }
        Ok(seq)
    }

    /// The repetition operators after an atom; a second one is an error.
    fn repeats(&mut self, atom: Node) -> Result<Node, RegexError> {
        let (min, max) = match self.peek() {
            Some(b'*') => (0, None),
            Some(b'+') => (1, None),
            Some(b'?') => (0, Some(1)),
            Some(b'{') if self.s.get(self.i + 1).is_some_and(u8::is_ascii_digit) => {
                self.i += 1;
                let min = self.number()?;
                let max = if self.peek() == Some(b',') {
                    self.i += 1;
                    if self.peek() == Some(b'}') {
                        None
                    } else {
                        Some(self.number()?)
                    }
                } else {
                    Some(min)
                };
                if self.peek() != Some(b'}') || max.is_some_and(|m| m < min) {
                    return Err(RegexError::Invalid);
                }
                (min, max)
            }
            _ => return Ok(atom),
        };
        self.i += 1;
        if matches!(atom, Node::Start | Node::End) {
            return Err(RegexError::Invalid);
        }
        if matches!(self.peek(), Some(b'*' | b'+' | b'?' | b'{')) {
            return Err(RegexError::Invalid);
        }
        Ok(Node::Repeat(Box::new(atom), min, max))
    }

    fn number(&mut self) -> Result<u32, RegexError> {
        let start = self.i;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.i += 1;
        }
        std::str::from_utf8(&self.s[start..self.i])
            .ok()
            .and_then(|t| t.parse().ok())
            .filter(|&n| n <= DUP_MAX)
            .ok_or(RegexError::Invalid)
    }

    fn atom(&mut self) -> Result<Node, RegexError> {
        let c = self.peek().ok_or(RegexError::Invalid)?;
        self.i += 1;
        Ok(match c {
            // `()` is allowed (it matches the empty string), an empty
            // alternative is not.
            b'(' if self.peek() == Some(b')') => {
                self.i += 1;
                Node::Alt(vec![Vec::new()])
            }
            b'(' => {
                if self.depth >= MAX_NESTING {
                    return Err(RegexError::TooComplex);
                }
                self.depth += 1;
                let inner = self.alternation()?;
                self.depth -= 1;
                if self.peek() != Some(b')') {
                    return Err(RegexError::Invalid);
                }
                self.i += 1;
                Node::Alt(inner)
            }
            b'*' | b'+' | b'?' => return Err(RegexError::Invalid),
            b'{' if self.peek().is_some_and(|c| c.is_ascii_digit()) => {
                return Err(RegexError::Invalid);
            }
            b'.' => Node::Any,
            b'^' => Node::Start,
            b'$' => Node::End,
            b'[' => self.bracket()?,
            b'\\' => {
                let e = self.peek().ok_or(RegexError::Invalid)?;
                self.i += 1;
                Node::Byte(e)
            }
            c => Node::Byte(c),
        })
    }

    /// `[…]` after the `[`: `^` negates, a leading `]` is literal, `a-z`
    /// ranges, `[:class:]` names.
    fn bracket(&mut self) -> Result<Node, RegexError> {
        let mut set = Box::new([false; 256]);
        let negate = self.peek() == Some(b'^');
        if negate {
            self.i += 1;
        }
        let mut first = true;
        loop {
            let c = self.peek().ok_or(RegexError::Invalid)?;
            if c == b']' && !first {
                self.i += 1;
                break;
            }
            first = false;
            if c == b'[' && self.s.get(self.i + 1) == Some(&b':') {
                let rest = &self.s[self.i + 2..];
                let end = rest
                    .windows(2)
                    .position(|w| w == b":]")
                    .ok_or(RegexError::Invalid)?;
                let name = &rest[..end];
                for b in 0..=255u8 {
                    if class_has(name, b)? {
                        set[b as usize] = true;
                    }
                }
                self.i += 2 + end + 2;
                continue;
            }
            self.i += 1;
            if self.peek() == Some(b'-') && self.s.get(self.i + 1).is_some_and(|&e| e != b']') {
                let hi = self.s[self.i + 1];
                if hi < c {
                    return Err(RegexError::Invalid);
                }
                for b in c..=hi {
                    set[b as usize] = true;
                }
                self.i += 2;
            } else {
                set[c as usize] = true;
            }
        }
        if negate {
            for b in set.iter_mut() {
                *b = !*b;
            }
        }
        Ok(Node::Set(set))
    }
}

/// Membership in the POSIX character class `name` (`alpha`, `digit`, …).
fn class_has(name: &[u8], b: u8) -> Result<bool, RegexError> {
    Ok(match name {
        b"alpha" => b.is_ascii_alphabetic(),
        b"digit" => b.is_ascii_digit(),
        b"alnum" => b.is_ascii_alphanumeric(),
        b"upper" => b.is_ascii_uppercase(),
        b"lower" => b.is_ascii_lowercase(),
        b"space" => b.is_ascii_whitespace() || b == 0x0b,
        b"blank" => b == b' ' || b == b'\t',
        b"punct" => b.is_ascii_punctuation(),
        b"xdigit" => b.is_ascii_hexdigit(),
        b"cntrl" => b.is_ascii_control(),
        b"print" => (0x20..0x7f).contains(&b),
        b"graph" => b.is_ascii_graphic(),
        _ => return Err(RegexError::Invalid),
    })
}

/// Position-set matching: each node maps the set of positions it may
/// start at to the set it may end at, which is exact for regular
/// expressions and polynomial (no exponential backtracking).
struct Matcher<'t> {
    text: &'t [u8],
    steps: usize,
}

type Positions = std::collections::BTreeSet<usize>;

impl Matcher<'_> {
    fn seq(&mut self, seq: &[Node], mut at: Positions) -> Result<Positions, RegexError> {
        for n in seq {
            if at.is_empty() {
                break;
            }
            at = self.node(n, &at)?;
        }
        Ok(at)
    }

    fn node(&mut self, node: &Node, at: &Positions) -> Result<Positions, RegexError> {
        self.steps += at.len() + 1;
        if self.steps > MAX_STEPS {
            return Err(RegexError::TooComplex);
        }
        let byte = |p: usize, ok: &dyn Fn(u8) -> bool| self.text.get(p).is_some_and(|&b| ok(b));
        Ok(match node {
            Node::Byte(c) => at
                .iter()
                .filter(|&&p| byte(p, &|b| b == *c))
                .map(|p| p + 1)
                .collect(),
            Node::Any => at
                .iter()
                .filter(|&&p| byte(p, &|_| true))
                .map(|p| p + 1)
                .collect(),
            Node::Set(set) => at
                .iter()
                .filter(|&&p| byte(p, &|b| set[b as usize]))
                .map(|p| p + 1)
                .collect(),
            Node::Start => at.iter().copied().filter(|&p| p == 0).collect(),
            Node::End => at
                .iter()
                .copied()
                .filter(|&p| p == self.text.len())
                .collect(),
            Node::Alt(branches) => {
                let mut out = Positions::new();
                for b in branches {
                    out.extend(self.seq(b, at.clone())?);
                }
                out
            }
            Node::Repeat(n, min, max) => {
                let mut out = Positions::new();
                let mut seen = Positions::new();
                let mut cur = at.clone();
                if *min == 0 {
                    out.extend(cur.iter().copied());
                    seen.extend(cur.iter().copied());
                }
                let mut count = 0u32;
                while max.is_none_or(|m| count < m) && !cur.is_empty() {
                    cur = self.node(n, &cur)?;
                    count += 1;
                    if count >= *min {
                        // Past the minimum, only new positions can lead
                        // anywhere new: this ends unbounded repetitions
                        // of what matches the empty string.
                        let new: Positions = cur.difference(&seen).copied().collect();
                        seen.extend(new.iter().copied());
                        out.extend(new.iter().copied());
                        if max.is_none() {
                            cur = new;
                        }
                    }
                }
                out
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(text: &str, re: &str) -> Result<bool, RegexError> {
        Regex::new(re)?.is_match(text)
    }

    /// Results of mlir-tblgen 22's `!match` (`-print-records`).
    #[test]
    fn as_mlir_tblgen_matches() {
        for (text, re, want) in [
            ("TFL_AddOp", "Add", true),
            ("TFL_AddOp", "^TFL_[A-Z][a-z]+Op$", true),
            ("abc", "^b", false),
            ("aaa", "^a{2,3}$", true),
            ("x1", "[[:digit:]]", true),
            ("ab", "(a|c)b", true),
            ("ab", "a.?c", false),
            ("ab", "B", false),
            ("a+b", "a\\+b", true),
            ("a]", "[]a]+$", true),
            ("AB", "[^a-z]{2}", true),
            ("abab", "^(ab)*$", true),
            ("b", "()", true),
            ("b", "a()*", false),
            ("aaaa", "()b", false),
        ] {
            assert_eq!(m(text, re), Ok(want), "!match({text:?}, {re:?})");
        }
    }

    /// What mlir-tblgen 22 reports as "invalid regex".
    #[test]
    fn invalid_as_regcomp() {
        for re in [
            "",
            "(",
            "a|",
            "(a|)",
            "(|a)",
            "a**",
            "[a",
            "a{3,1}",
            "[[:nope:]]",
            "*a",
        ] {
            assert_eq!(m("a", re), Err(RegexError::Invalid), "{re:?}");
        }
    }

    #[test]
    fn deep_nesting_is_refused_not_a_stack_overflow() {
        let ok = format!("{}a{}", "(".repeat(50), ")".repeat(50));
        assert_eq!(m("a", &ok), Ok(true));
        let deep = format!("{}a{}", "(".repeat(100_000), ")".repeat(100_000));
        assert_eq!(Regex::new(&deep).err(), Some(RegexError::TooComplex));
    }

    #[test]
    fn bounded_work() {
        // Nested unbounded repetitions of what matches the empty string
        // end; long inputs stay polynomial.
        assert_eq!(m("aaaa", "^(a*)*$"), Ok(true));
        let long = "a".repeat(2000) + "b";
        assert_eq!(m(&long, "(a|aa)*c"), Ok(false));
    }
}

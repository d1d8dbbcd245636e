//! C++ constant values as ODS writes them: the value strings of
//! `ConstantAttr<Attr, "value">`, `DefaultValuedAttr<Attr, "value">` and
//! enum defaults, which mlir-tblgen pastes into C++ (`constBuilderCall`).
//!
//! [`read`] parses such a string into a [`CppValue`]: integer literals in
//! C's spellings (decimal, `0x`, `0b`, octal, digit separators `'`,
//! suffixes `u`/`l`/`ll` in any case and order), float literals (`1.0`,
//! `.5`, `1e-3`, suffix `f`/`l`), `true`/`false`, string literals with C
//! escapes, qualified enum cases (`::mlir::arith::CmpIPredicate::eq`, `eq`,
//! `Enum::A | Enum::B`), braced lists (`{3.0f, 4.0f}`),
//! `std::numeric_limits<T>::max()`/`min()`/`lowest()`, `static_cast<T>(…)`
//! and integer constant expressions over them (`1LL << 40`, `-(1 << 3)`,
//! `~0u`, `(a | b) & c`). [`CppValue::to_tokens`] turns the value into the
//! Rust expression generated code converts to the attribute's value type
//! (`drr::ods::FromCppConst`), spanned at the string so a value of the
//! wrong kind is reported there.
//!
//! The parser is a precedence climber whose recursion is bounded by
//! [`MAX_DEPTH`] nested parentheses or operators; deeper input is an error.

use super::builders::respan;
use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};

/// The deepest nesting of parentheses, braces and unary operators read.
pub const MAX_DEPTH: usize = 64;

/// A constant value read from a C++ spelling.
#[derive(Clone, Debug, PartialEq)]
pub enum CppValue {
    /// No text at all (`""`: `UnitAttr`'s constant).
    Empty,
    /// An integer (`true`/`false` are 1 and 0, as in C++).
    Int(i128),
    /// A floating-point number.
    Float(f64),
    /// A string literal's contents.
    Str(String),
    /// Enum cases OR'ed together (`Enum::A | Enum::B`): each name as
    /// written, without a leading `::` (the symbol is its last segment,
    /// [`case_symbol`]; what precedes it names the enum, [`case_qualifier`]).
    Cases(Vec<String>),
    /// A braced list of numbers (`{3.0f, 4.0f}`).
    List(Vec<CppValue>),
}

/// Reads `text` as a C++ constant; the error says what could not be read.
pub fn read(text: &str) -> Result<CppValue, String> {
    let tokens = lex(text)?;
    if tokens.is_empty() {
        return Ok(CppValue::Empty);
    }
    let mut p = Parser { t: tokens, i: 0 };
    let v = p.expr(0, 0)?;
    if p.i != p.t.len() {
        return Err(format!(
            "unexpected `{}` after the constant",
            p.t[p.i].describe()
        ));
    }
    Ok(v)
}

impl CppValue {
    /// The Rust expression of type `drr::ods::CppInt`, `CppFloat`, … for
    /// this value, spanned at `span`.
    pub fn literal_tokens(&self, span: Span) -> TokenStream {
        match self {
            CppValue::Empty => quote_spanned!(span=> ::drr::ods::CppEmpty),
            CppValue::Int(v) => {
                let lit = int_literal(*v, span);
                quote_spanned!(span=> ::drr::ods::CppInt(#lit))
            }
            CppValue::Float(f) => {
                let lit = float_literal(*f);
                quote_spanned!(span=> ::drr::ods::CppFloat(#lit))
            }
            CppValue::Str(s) => quote_spanned!(span=> ::drr::ods::CppStr(#s)),
            CppValue::Cases(cases) => {
                let symbols = cases.iter().map(|c| case_symbol(c));
                quote_spanned!(span=> ::drr::ods::CppCase(&[#(#symbols),*]))
            }
            CppValue::List(items) if items.is_empty() => {
                quote_spanned!(span=> ::drr::ods::CppEmptyList)
            }
            CppValue::List(items) if braced_scalar(items) => {
                let inner = items[0].literal_tokens(span);
                quote_spanned!(span=> ::drr::ods::CppBraced(#inner))
            }
            CppValue::List(items) if int_list(items) => {
                let items = items.iter().map(|v| match v {
                    CppValue::Int(i) => int_literal(*i, span),
                    _ => quote_spanned!(span=> 0),
                });
                quote_spanned!(span=> ::drr::ods::CppIntList(&[#(#items),*]))
            }
            CppValue::List(items) => {
                let items = items.iter().map(|v| match v {
                    CppValue::Int(i) => {
                        let lit = proc_macro2::Literal::f64_unsuffixed(*i as f64);
                        quote_spanned!(span=> #lit)
                    }
                    CppValue::Float(f) => float_literal(*f),
                    _ => quote_spanned!(span=> 0.0),
                });
                quote_spanned!(span=> ::drr::ods::CppList(&[#(#items),*]))
            }
        }
    }

    /// The expression converting this value to `value_ty` (the attribute
    /// constraint's `ConstantAttrBuilder::Value`), spanned at `span`: a
    /// value of the wrong kind fails the `FromCppConst` bound there. Enum
    /// cases are also checked at compile time (an unknown case is an error
    /// at `span`).
    pub fn to_tokens(&self, value_ty: &TokenStream, span: Span) -> TokenStream {
        self.to_tokens_for(value_ty, span, "the enum")
    }

    /// [`CppValue::to_tokens`] whose unknown-case message names `subject`
    /// (`` enum `MyEnum` ``).
    pub fn to_tokens_for(&self, value_ty: &TokenStream, span: Span, subject: &str) -> TokenStream {
        let lit = self.literal_tokens(span);
        // The value type at the string: a failed `FromCppConst` or
        // `CppEnum` bound is reported there (not at the whole macro call).
        let value_ty = &respan(value_ty.clone(), span);
        let check = match self {
            CppValue::Cases(cases) => {
                let symbols: Vec<&str> = cases.iter().map(|c| case_symbol(c)).collect();
                let msg = format!(
                    "{subject} has no case named {}",
                    symbols
                        .iter()
                        .map(|c| format!("\"{c}\""))
                        .collect::<Vec<_>>()
                        .join(" or ")
                );
                // A qualified case names its enum: C++ that names another
                // enum (`Linkage::C` where the value is a `CConv`) does not
                // compile, so neither does this.
                let named = cases.iter().filter(|c| !case_qualifier(c).is_empty()).map(|c| {
                    let q = case_qualifier(c);
                    let msg = format!(
                        "`{c}` names the C++ enum `{q}`, which is not {subject} of this value (the enum the attribute's `constBuilderCall` takes, or the enum attribute's own): name that enum's case"
                    );
                    quote_spanned! {span=>
                        const _: () = ::core::assert!(::drr::ods::names_cpp_enum::<#value_ty>(#q), #msg);
                    }
                });
                Some(quote_spanned! {span=>
                    const _: () = ::core::assert!(::drr::ods::has_cpp_cases::<#value_ty>(&[#(#symbols),*]), #msg);
                    #(#named)*
                })
            }
            _ => None,
        };
        let lit_ty = self.literal_type(span);
        quote_spanned! {span=>
            {
                #check
                <#value_ty as ::drr::ods::FromCppConst<#lit_ty>>::from_cpp(#lit)
            }
        }
    }
}

impl CppValue {
    /// The type of [`CppValue::literal_tokens`].
    fn literal_type(&self, span: Span) -> TokenStream {
        match self {
            CppValue::Empty => quote_spanned!(span=> ::drr::ods::CppEmpty),
            CppValue::Int(_) => quote_spanned!(span=> ::drr::ods::CppInt),
            CppValue::Float(_) => quote_spanned!(span=> ::drr::ods::CppFloat),
            CppValue::Str(_) => quote_spanned!(span=> ::drr::ods::CppStr),
            CppValue::Cases(_) => quote_spanned!(span=> ::drr::ods::CppCase),
            CppValue::List(items) if items.is_empty() => {
                quote_spanned!(span=> ::drr::ods::CppEmptyList)
            }
            CppValue::List(items) if braced_scalar(items) => {
                let inner = items[0].literal_type(span);
                quote_spanned!(span=> ::drr::ods::CppBraced<#inner>)
            }
            CppValue::List(items) if int_list(items) => {
                quote_spanned!(span=> ::drr::ods::CppIntList)
            }
            CppValue::List(_) => quote_spanned!(span=> ::drr::ods::CppList),
        }
    }
}

/// An integer as an unsuffixed literal (a negative one as `-` and its
/// magnitude: `i128::MIN` has no positive literal).
fn int_literal(v: i128, span: Span) -> TokenStream {
    if v < 0 {
        let abs = proc_macro2::Literal::u128_unsuffixed(v.unsigned_abs());
        quote_spanned!(span=> -#abs)
    } else {
        let lit = proc_macro2::Literal::i128_unsuffixed(v);
        quote_spanned!(span=> #lit)
    }
}

/// True for `{1, 2, …}`: two or more integers in braces (one is
/// [`braced_scalar`]; none, `{}` or `::llvm::ArrayRef<int32_t>{}`, is
/// `drr::ods::CppEmptyList`, which every list type converts from).
fn int_list(items: &[CppValue]) -> bool {
    items.len() > 1 && items.iter().all(|v| matches!(v, CppValue::Int(_)))
}

/// True for `{n}`: one number in braces (see `drr::ods::CppBraced`).
fn braced_scalar(items: &[CppValue]) -> bool {
    matches!(items, [CppValue::Int(_) | CppValue::Float(_)])
}

fn float_literal(f: f64) -> TokenStream {
    if f.is_nan() {
        quote!(::core::f64::NAN)
    } else if f.is_infinite() {
        if f > 0.0 {
            quote!(::core::f64::INFINITY)
        } else {
            quote!(::core::f64::NEG_INFINITY)
        }
    } else if f < 0.0 || (f == 0.0 && f.is_sign_negative()) {
        let lit = proc_macro2::Literal::f64_unsuffixed(-f);
        quote!(-#lit)
    } else {
        let lit = proc_macro2::Literal::f64_unsuffixed(f);
        quote!(#lit)
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Int(i128),
    Float(f64),
    Str(String),
    /// An identifier or a `::`-qualified name (template arguments of
    /// `numeric_limits`/`static_cast` are kept as one name).
    Name(String),
    Punct(&'static str),
}

impl Tok {
    fn describe(&self) -> String {
        match self {
            Tok::Int(v) => v.to_string(),
            Tok::Float(f) => f.to_string(),
            Tok::Str(s) => format!("\"{s}\""),
            Tok::Name(n) => n.clone(),
            Tok::Punct(p) => (*p).to_string(),
        }
    }
}

const PUNCTS: &[&str] = &[
    "<<", ">>", "::", "(", ")", "{", "}", "<", ">", ",", "+", "-", "*", "/", "%", "&", "|", "^",
    "~", "!",
];

fn lex(text: &str) -> Result<Vec<Tok>, String> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            let start = i;
            while i < b.len()
                && (b[i].is_ascii_alphanumeric()
                    || b[i] == b'.'
                    || b[i] == b'\''
                    || ((b[i] == b'-' || b[i] == b'+')
                        && matches!(b[i - 1], b'e' | b'E')
                        && !text[start..i].starts_with("0x")
                        && !text[start..i].starts_with("0X")))
            {
                i += 1;
            }
            out.push(number(&text[start..i])?);
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' || (c == b':' && b.get(i + 1) == Some(&b':')) {
            // A qualified name: `a::b::c`, possibly `::`-led, with one
            // level of template arguments kept verbatim (`numeric_limits<int64_t>`).
            let start = i;
            loop {
                if text[i..].starts_with("::") {
                    i += 2;
                }
                let seg = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                if seg == i {
                    return Err(format!(
                        "expected a name after `::` in `{}`",
                        &text[start..]
                    ));
                }
                let name = &text[seg..i];
                if (name == "numeric_limits" || name == "static_cast") && b.get(i) == Some(&b'<') {
                    match text[i..].find('>') {
                        Some(end) => i += end + 1,
                        None => return Err(format!("unclosed `<` after `{name}`")),
                    }
                }
                if !text[i..].starts_with("::") {
                    break;
                }
            }
            out.push(Tok::Name(text[start..i].to_string()));
            continue;
        }
        if c == b'"' {
            let (s, end) = string(text, i)?;
            out.push(Tok::Str(s));
            i = end;
            continue;
        }
        match PUNCTS.iter().find(|p| text[i..].starts_with(**p)) {
            Some(p) => {
                out.push(Tok::Punct(p));
                i += p.len();
            }
            None => {
                let ch = text[i..].chars().next().unwrap_or('?');
                return Err(format!("unexpected character `{ch}`"));
            }
        }
    }
    Ok(out)
}

/// A C string literal starting at `start` (its `"`): contents and end.
fn string(text: &str, start: usize) -> Result<(String, usize), String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = start + 1;
    while i < b.len() {
        match b[i] {
            b'"' => {
                let s = String::from_utf8(out).map_err(|_| "a string that is not UTF-8")?;
                return Ok((s, i + 1));
            }
            b'\\' => {
                let e = *b.get(i + 1).ok_or("unterminated escape in a string")?;
                i += 2;
                match e {
                    b'n' => out.push(b'\n'),
                    b't' => out.push(b'\t'),
                    b'r' => out.push(b'\r'),
                    b'0' => out.push(0),
                    b'\\' | b'"' | b'\'' | b'?' => out.push(e),
                    b'x' => {
                        let hex_end = text[i..]
                            .find(|c: char| !c.is_ascii_hexdigit())
                            .map_or(text.len(), |k| i + k);
                        let v = u8::from_str_radix(&text[i..hex_end], 16)
                            .map_err(|_| "bad `\\x` escape in a string")?;
                        out.push(v);
                        i = hex_end;
                    }
                    _ => return Err(format!("unknown escape `\\{}` in a string", e as char)),
                }
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Err("unterminated string literal".into())
}

/// A C numeric literal.
fn number(lit: &str) -> Result<Tok, String> {
    let s: String = lit.chars().filter(|&c| c != '\'').collect();
    let lower = s.to_ascii_lowercase();
    let is_hex = lower.starts_with("0x");
    let is_float = !is_hex && (lower.contains('.') || lower.contains('e'));
    if is_float {
        let body = lower.trim_end_matches(['f', 'l']);
        return body
            .parse::<f64>()
            .map(Tok::Float)
            .map_err(|_| format!("`{lit}` is not a number"));
    }
    let body = lower.trim_end_matches(['u', 'l']);
    let (digits, radix) = if let Some(h) = body.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = body.strip_prefix("0b") {
        (b, 2)
    } else if body.len() > 1 && body.starts_with('0') {
        (&body[1..], 8)
    } else {
        (body, 10)
    };
    if digits.is_empty() {
        return Err(format!("`{lit}` is not a number"));
    }
    u128::from_str_radix(digits, radix)
        .ok()
        .and_then(|v| i128::try_from(v).ok())
        .map(Tok::Int)
        .ok_or_else(|| format!("`{lit}` is not a number (or too large)"))
}

struct Parser {
    t: Vec<Tok>,
    i: usize,
}

/// Binary operators by C precedence (higher binds tighter).
fn binary(p: &Tok) -> Option<(u8, &'static str)> {
    let Tok::Punct(p) = p else { return None };
    let prec = match *p {
        "*" | "/" | "%" => 10,
        "+" | "-" => 9,
        "<<" | ">>" => 8,
        "&" => 5,
        "^" => 4,
        "|" => 3,
        _ => return None,
    };
    Some((prec, p))
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.t.get(self.i)
    }

    fn next(&mut self) -> Option<Tok> {
        let t = self.t.get(self.i).cloned();
        self.i += usize::from(t.is_some());
        t
    }

    fn eat(&mut self, p: &str) -> bool {
        if self.peek()
            == Some(&Tok::Punct(match PUNCTS.iter().find(|q| **q == p) {
                Some(q) => q,
                None => return false,
            }))
        {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &str) -> Result<(), String> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(match self.peek() {
                Some(t) => format!("expected `{p}`, found `{}`", t.describe()),
                None => format!("expected `{p}` at the end"),
            })
        }
    }

    fn expr(&mut self, min_prec: u8, depth: usize) -> Result<CppValue, String> {
        let mut lhs = self.unary(depth)?;
        while let Some((prec, op)) = self.peek().and_then(binary) {
            if prec < min_prec {
                break;
            }
            self.i += 1;
            let rhs = self.expr(prec + 1, depth + 1)?;
            lhs = apply(op, lhs, rhs)?;
        }
        Ok(lhs)
    }

    fn unary(&mut self, depth: usize) -> Result<CppValue, String> {
        if depth > MAX_DEPTH {
            return Err(format!("the constant nests deeper than {MAX_DEPTH} levels"));
        }
        let Some(t) = self.peek().cloned() else {
            return Err("expected a value".into());
        };
        self.i += 1;
        match t {
            Tok::Int(v) => Ok(CppValue::Int(v)),
            Tok::Float(f) => Ok(CppValue::Float(f)),
            Tok::Str(mut s) => {
                // Adjacent string literals concatenate.
                while let Some(Tok::Str(more)) = self.peek() {
                    s.push_str(more);
                    self.i += 1;
                }
                Ok(CppValue::Str(s))
            }
            Tok::Punct("-") => match self.unary(depth + 1)? {
                CppValue::Int(v) => Ok(CppValue::Int(
                    v.checked_neg().ok_or("the constant overflows")?,
                )),
                CppValue::Float(f) => Ok(CppValue::Float(-f)),
                _ => Err("`-` applies to numbers only".into()),
            },
            Tok::Punct("+") => self.unary(depth + 1),
            Tok::Punct("~") => match self.unary(depth + 1)? {
                CppValue::Int(v) => Ok(CppValue::Int(!v)),
                _ => Err("`~` applies to integers only".into()),
            },
            Tok::Punct("!") => match self.unary(depth + 1)? {
                CppValue::Int(v) => Ok(CppValue::Int((v == 0) as i128)),
                _ => Err("`!` applies to integers only".into()),
            },
            Tok::Punct("(") => {
                let v = self.expr(0, depth + 1)?;
                self.expect(")")?;
                Ok(v)
            }
            Tok::Punct("{") => {
                let mut items = Vec::new();
                if !self.eat("}") {
                    loop {
                        match self.expr(0, depth + 1)? {
                            v @ (CppValue::Int(_) | CppValue::Float(_)) => items.push(v),
                            _ => return Err("a braced list holds numbers only".into()),
                        }
                        if self.eat("}") {
                            break;
                        }
                        self.expect(",")?;
                        if self.eat("}") {
                            break;
                        }
                    }
                }
                Ok(CppValue::List(items))
            }
            Tok::Name(n) => self.name(&n, depth),
            Tok::Punct(p) => Err(format!("unexpected `{p}`")),
        }
    }

    fn name(&mut self, n: &str, depth: usize) -> Result<CppValue, String> {
        let plain = n.trim_start_matches("::");
        match plain {
            "true" => return Ok(CppValue::Int(1)),
            "false" => return Ok(CppValue::Int(0)),
            _ => {}
        }
        if let Some(rest) = plain.strip_prefix("std::numeric_limits<") {
            let (ty, func) = rest
                .split_once(">::")
                .ok_or_else(|| format!("cannot read `{n}`"))?;
            self.expect("(")?;
            self.expect(")")?;
            return limits(ty.trim(), func).map(CppValue::Int);
        }
        // A C++ array of a dense-array default
        // (`::llvm::ArrayRef<int32_t>{}`, `SmallVector<int64_t, 4>{1, 2}`,
        // `std::vector<int64_t>({1})`): its braced list.
        if matches!(
            plain,
            "llvm::ArrayRef" | "ArrayRef" | "llvm::SmallVector" | "SmallVector" | "std::vector"
        ) && self.eat("<")
        {
            // The element type (and a SmallVector's size): skipped.
            let mut open = 1usize;
            while open > 0 {
                match self.next() {
                    Some(Tok::Punct("<")) => open += 1,
                    Some(Tok::Punct(">")) => open -= 1,
                    Some(Tok::Punct(">>")) => open = open.saturating_sub(2),
                    Some(_) => {}
                    None => return Err(format!("`{n}<…` is not closed")),
                }
            }
            let paren = self.eat("(");
            let v = if paren && self.eat(")") {
                return Ok(CppValue::List(Vec::new()));
            } else {
                match self.peek() {
                    Some(Tok::Punct("{")) => self.unary(depth + 1)?,
                    _ => return Err(format!("expected the braced list of `{n}<…>{{…}}`")),
                }
            };
            if paren {
                self.expect(")")?;
            }
            return Ok(v);
        }
        if plain.starts_with("static_cast<") {
            self.expect("(")?;
            let v = self.expr(0, depth + 1)?;
            self.expect(")")?;
            return Ok(v);
        }
        if self.peek() == Some(&Tok::Punct("(")) {
            return Err(format!(
                "`{n}(…)` is a C++ call: write the value as a literal, or as a Rust expression in `{{ … }}`"
            ));
        }
        Ok(CppValue::Cases(vec![plain.to_string()]))
    }
}

/// True if `text` is a C++ literal equal to zero (`false`, `0`): the value
/// for which ODS's `UnitAttr` builds the null attribute (`(($0) ?
/// getUnitAttr() : nullptr)`), so a `ConstantAttr<UnitAttr, "false">` is
/// an absent attribute.
pub fn is_false(text: &str) -> bool {
    matches!(read(text), Ok(CppValue::Int(0)))
}

/// The symbol of a case name (`C` of `CConv::C`).
pub fn case_symbol(name: &str) -> &str {
    name.rsplit("::").next().unwrap_or(name)
}

/// What precedes the symbol of a case name (`CConv` of `CConv::C`, `""`
/// for an unqualified `C`).
pub fn case_qualifier(name: &str) -> &str {
    name.rsplit_once("::").map_or("", |(q, _)| q)
}

/// `std::numeric_limits<ty>::func()` for the standard integer types.
fn limits(ty: &str, func: &str) -> Result<i128, String> {
    let (bits, signed) = match ty.trim_start_matches("std::").trim_start_matches("::std::") {
        "int8_t" | "signed char" | "char" => (8, true),
        "uint8_t" | "unsigned char" => (8, false),
        "int16_t" | "short" => (16, true),
        "uint16_t" | "unsigned short" => (16, false),
        "int32_t" | "int" => (32, true),
        "uint32_t" | "unsigned" | "unsigned int" => (32, false),
        "int64_t" | "long" | "long long" | "ssize_t" | "intptr_t" => (64, true),
        "uint64_t" | "unsigned long" | "unsigned long long" | "size_t" | "uintptr_t" => (64, false),
        other => {
            return Err(format!(
                "`std::numeric_limits<{other}>` is not an integer type `ods!` knows"
            ));
        }
    };
    let max = if signed {
        (1i128 << (bits - 1)) - 1
    } else {
        (1i128 << bits) - 1
    };
    let min = if signed { -(1i128 << (bits - 1)) } else { 0 };
    match func {
        "max" => Ok(max),
        "min" | "lowest" => Ok(min),
        other => Err(format!(
            "`std::numeric_limits<{ty}>::{other}()` is not supported"
        )),
    }
}

fn apply(op: &str, a: CppValue, b: CppValue) -> Result<CppValue, String> {
    use CppValue::*;
    let overflow = || "the constant overflows".to_string();
    match (a, b) {
        (Cases(mut x), Cases(y)) if op == "|" => {
            x.extend(y);
            Ok(Cases(x))
        }
        (Int(x), Int(y)) => Ok(Int(match op {
            "*" => x.checked_mul(y).ok_or_else(overflow)?,
            "/" => x.checked_div(y).ok_or("division by zero in the constant")?,
            "%" => x.checked_rem(y).ok_or("division by zero in the constant")?,
            "+" => x.checked_add(y).ok_or_else(overflow)?,
            "-" => x.checked_sub(y).ok_or_else(overflow)?,
            "<<" => {
                let s = u32::try_from(y)
                    .ok()
                    .filter(|s| *s < 127)
                    .ok_or_else(overflow)?;
                x.checked_mul(1i128 << s).ok_or_else(overflow)?
            }
            ">>" => {
                let s = u32::try_from(y)
                    .ok()
                    .filter(|s| *s < 128)
                    .ok_or_else(overflow)?;
                x >> s
            }
            "&" => x & y,
            "^" => x ^ y,
            "|" => x | y,
            _ => return Err(format!("unsupported operator `{op}`")),
        })),
        (x @ (Int(_) | Float(_)), y @ (Int(_) | Float(_))) => {
            let f = |v: CppValue| match v {
                Int(i) => i as f64,
                Float(f) => f,
                _ => 0.0,
            };
            let (x, y) = (f(x), f(y));
            Ok(Float(match op {
                "*" => x * y,
                "/" => x / y,
                "+" => x + y,
                "-" => x - y,
                _ => return Err(format!("`{op}` applies to integers only")),
            }))
        }
        _ => Err(format!("`{op}` cannot combine these values")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn array_spellings_of_dense_array_defaults() {
        assert_eq!(
            read("::llvm::ArrayRef<int32_t>{}"),
            Ok(CppValue::List(vec![]))
        );
        assert_eq!(
            read("llvm::SmallVector<int64_t, 4>{1, -2}"),
            Ok(CppValue::List(vec![CppValue::Int(1), CppValue::Int(-2)]))
        );
        assert_eq!(
            read("std::vector<int64_t>({3})"),
            Ok(CppValue::List(vec![CppValue::Int(3)]))
        );
        assert_eq!(read("ArrayRef<int64_t>()"), Ok(CppValue::List(vec![])));
        assert!(read("::llvm::ArrayRef<int32_t").is_err());
        assert!(read("::llvm::ArrayRef<int32_t>(x)").is_err());
    }

    #[test]
    fn integers_in_c_spelling() {
        assert_eq!(read("1"), Ok(CppValue::Int(1)));
        assert_eq!(read("0x1F"), Ok(CppValue::Int(31)));
        assert_eq!(read("0b101"), Ok(CppValue::Int(5)));
        assert_eq!(read("017"), Ok(CppValue::Int(15)));
        assert_eq!(read("10'000"), Ok(CppValue::Int(10000)));
        assert_eq!(read("42LL"), Ok(CppValue::Int(42)));
        assert_eq!(read("42uLL"), Ok(CppValue::Int(42)));
        assert_eq!(read("1LL << 40"), Ok(CppValue::Int(1 << 40)));
        assert_eq!(read("-(1 << 3) + 2 * 3"), Ok(CppValue::Int(-2)));
        assert_eq!(read("~0u & 0xff"), Ok(CppValue::Int(255)));
        assert_eq!(read("true"), Ok(CppValue::Int(1)));
        assert_eq!(read("false"), Ok(CppValue::Int(0)));
        assert_eq!(
            read("std::numeric_limits<int64_t>::max()"),
            Ok(CppValue::Int(i64::MAX as i128))
        );
        assert_eq!(read("static_cast<int64_t>(7)"), Ok(CppValue::Int(7)));
    }

    #[test]
    fn floats_strings_cases_lists() {
        assert_eq!(read("1.5f"), Ok(CppValue::Float(1.5)));
        assert_eq!(read(".5"), Ok(CppValue::Float(0.5)));
        assert_eq!(read("-1e-3"), Ok(CppValue::Float(-1e-3)));
        assert_eq!(read("\"a\\\"b\""), Ok(CppValue::Str("a\"b".into())));
        assert_eq!(
            read("::mlir::arith::CmpIPredicate::eq"),
            Ok(CppValue::Cases(vec![
                "mlir::arith::CmpIPredicate::eq".into()
            ]))
        );
        assert_eq!(
            read("F::a | F::b"),
            Ok(CppValue::Cases(vec!["F::a".into(), "F::b".into()]))
        );
        assert_eq!(case_symbol("mlir::arith::CmpIPredicate::eq"), "eq");
        assert_eq!(
            case_qualifier("mlir::arith::CmpIPredicate::eq"),
            "mlir::arith::CmpIPredicate"
        );
        assert_eq!(case_qualifier("eq"), "");
        assert_eq!(
            read("{3.0f, 4}"),
            Ok(CppValue::List(vec![CppValue::Float(3.0), CppValue::Int(4)]))
        );
        assert_eq!(read(""), Ok(CppValue::Empty));
    }

    #[test]
    fn unreadable_values_are_errors() {
        assert!(read("1 +").is_err());
        assert!(read("foo(1)").is_err());
        assert!(read("1 2").is_err());
        assert!(read("\"abc").is_err());
        assert!(read("1 << 200").is_err());
        assert!(read("1 / 0").is_err());
        assert!(read("@").is_err());
        let deep = format!("{}1{}", "(".repeat(100), ")".repeat(100));
        assert!(read(&deep).unwrap_err().contains("deeper"));
    }
}

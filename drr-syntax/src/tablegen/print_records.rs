//! The evaluated records of a block printed as TableGen's
//! `--print-records` prints its `Defs` section: what the record language
//! made of a file, in the form `llvm-tblgen`/`mlir-tblgen` show it, so the
//! two can be compared text for text (`scripts/compare-tablegen.sh`,
//! `drr-syntax/tests/print_records.rs`).
//!
//! The output is TableGen's: the named `def`s sorted by name (TableGen
//! keeps them in a sorted map), each as `def NAME {\t// CLASSES` with its
//! superclasses in TableGen's order, then one `TYPE NAME = VALUE;` line per
//! field. Anonymous records (class instances written as values) are left
//! out, and a reference to one prints as `anonymous_N` with TableGen's
//! `N` unknown: comparisons skip both (see the script). Records of ODS's
//! and DRR's built-in classes (the prelude) print their user fields only.

use std::fmt::Write as _;

use proc_macro2::TokenStream;
use syn::ext::IdentExt;

use super::ast::TypeExpr;
use super::eval::Eval;
use super::value::{ClassKey, Record, Value};
use crate::ods::Ctxt;

/// The named records `input` defines, as TableGen's `--print-records`
/// prints its `Defs` section (without the heading line), or the block's
/// errors.
pub fn print_records(input: TokenStream) -> Result<String, syn::Error> {
    let cx = Ctxt::new();
    let file = super::parse::parse_file(&cx, input.clone());
    let mut ev = Eval::new(&cx);
    for text in super::library_text::needed(&input, &file.stmts) {
        for s in super::parse::parse_file(&cx, text).stmts {
            if let super::ast::Stmt::Class(mut c) = s {
                c.imported = true;
                ev.import_class(&c);
            }
        }
    }
    ev.stmts(&file.stmts);
    // In a macro, a class the block does not define is fetched from
    // other blocks; here there are none.
    for m in &ev.missing {
        cx.error(m.span(), format!("unknown class `{}`", m.display()));
    }
    let out = render(&ev);
    drop(ev);
    match cx.into_error() {
        Some(e) => Err(e),
        None => Ok(out),
    }
}

fn render(ev: &Eval<'_>) -> String {
    let mut defs: Vec<(String, &Record)> = ev
        .defs
        .iter()
        .map(|&id| &ev.records[id])
        .filter(|r| !r.invalid)
        .filter_map(|r| Some((r.name.as_ref()?.unraw().to_string(), r)))
        .collect();
    defs.sort_by(|a, b| a.0.cmp(&b.0));
    let mut out = String::new();
    for (name, rec) in defs {
        record(ev, &format!("def {name}"), rec, &mut out);
    }
    out
}

/// One record as `--print-records` (and `!repr`) show it.
fn record(ev: &Eval<'_>, name: &str, rec: &Record, out: &mut String) {
    let classes: Vec<String> = superclasses(ev, rec);
    if classes.is_empty() {
        let _ = writeln!(out, "{name} {{");
    } else {
        let _ = writeln!(out, "{name} {{\t// {}", classes.join(" "));
    }
    // TableGen's record printer lists the `field` (non-concrete-OK) values
    // first, then the others, each in declaration order.
    let fields = rec.fields.iter().filter(|f| !f.hidden);
    for f in fields
        .clone()
        .filter(|f| f.keyword)
        .chain(fields.filter(|f| !f.keyword))
    {
        let _ = writeln!(
            out,
            "  {}{} {} = {};",
            if f.keyword { "field " } else { "" },
            print_type(&f.ty, &f.value),
            f.name.unraw(),
            value(ev, &f.value, &f.ty)
        );
    }
    out.push_str("}\n");
}

/// `!repr(v)`: a record as `--print-records` shows it, another value as
/// TableGen prints it.
pub(crate) fn repr(ev: &Eval<'_>, v: &Value) -> String {
    match v {
        Value::Rec(r, _) => {
            let rec = &ev.records[*r];
            let name = rec
                .name
                .as_ref()
                .map_or("anonymous_?".to_string(), |n| n.unraw().to_string());
            let mut out = String::new();
            record(ev, &name, rec, &mut out);
            out
        }
        Value::Str(s, _) => format!("{s:?}"),
        Value::Bit(..) => value(ev, v, &TypeExpr::Bit),
        Value::List(items, _) => {
            let elem = match items.first() {
                Some(Value::Bit(..)) => TypeExpr::Bit,
                Some(Value::Str(..)) => TypeExpr::String,
                _ => TypeExpr::Int,
            };
            value(ev, v, &TypeExpr::List(Box::new(elem)))
        }
        _ => value(ev, v, &TypeExpr::Int),
    }
}

/// `!repr` of a `bits<n>` value (as `--print-records` shows a `bits<n>`
/// field).
pub(crate) fn repr_bits(ev: &Eval<'_>, v: &Value, n: usize) -> String {
    value(ev, v, &TypeExpr::Bits(n as u32))
}

/// TableGen lists a record's superclasses in the order their
/// instantiations finished: each class after its own parents, a class
/// reached twice (a diamond) listed twice. The evaluator records them in
/// the order they started (a class before its parents).
fn superclasses(ev: &Eval<'_>, rec: &Record) -> Vec<String> {
    let started: Vec<usize> = rec
        .classes
        .iter()
        .filter_map(|k| match k {
            ClassKey::User(c) => Some(*c),
            ClassKey::Builtin(_) => None,
        })
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < started.len() {
        finished(ev, &started, &mut i, &mut out);
    }
    out
}

/// Moves `i` past the instantiation of `started[i]` and its parents',
/// pushing their names in finishing order.
fn finished(ev: &Eval<'_>, started: &[usize], i: &mut usize, out: &mut Vec<String>) {
    let c = started[*i];
    *i += 1;
    for p in &ev.classes[c].parents {
        if let Some(pc) = ev.class(&p.path.last().to_string())
            && started.get(*i) == Some(&pc)
        {
            finished(ev, started, i, out);
        }
    }
    out.push(ev.classes[c].name.unraw().to_string());
}

/// The operators whose result is an `int` in TableGen.
const INT_OPS: &[&str] = &[
    "empty", "size", "add", "sub", "mul", "div", "and", "or", "xor", "shl", "sra", "srl", "logtwo",
    "find",
];

/// A value as `--print-records` shows it inside an operator it could not
/// fold (`!strconcat(anonymous_0.t, "y")`).
pub(crate) fn shown(ev: &Eval<'_>, v: &Value) -> String {
    value(ev, v, &TypeExpr::Dag)
}

fn value(ev: &Eval<'_>, v: &Value, ty: &TypeExpr) -> String {
    match v {
        // An `int` operator TableGen could not fold, given for a `bit`:
        // converted there.
        Value::Ext(x)
            if let Some(s) = &x.shown
                && *ty == TypeExpr::Bit
                && INT_OPS.iter().any(|op| s.starts_with(&format!("!{op}("))) =>
        {
            format!("!cast<bit>({s})")
        }
        Value::Ext(x) if let Some(s) = &x.shown => s.to_string(),
        // An unset `bits<n>` is n unset bits.
        Value::Unset(_) => match ty {
            TypeExpr::Bits(n) => format!("{{ {} }}", vec!["?"; *n as usize].join(", ")),
            _ => "?".into(),
        },
        Value::Bit(b, _) => match ty {
            TypeExpr::Int => format!("{}", *b as i64),
            TypeExpr::Bits(n) => bits(*b as i128, *n),
            _ => format!("{}", *b as u8),
        },
        Value::Int(i, _) => match ty {
            TypeExpr::Bit => format!("{}", (*i != 0) as u8),
            TypeExpr::Bits(n) => bits(*i, *n),
            _ => i.to_string(),
        },
        Value::Float(_, _, t) => t.to_string(),
        Value::BitRef(f, Some(i), _) => format!("{f}{{{i}}}"),
        Value::BitRef(f, None, _) => f.to_string(),
        // drr reads string literals (raw or spanning lines, which stand
        // for `[{…}]` text) as strings: a string is never in TableGen's
        // code format. A `[{…}]` block is printed as written.
        Value::Str(s, _) => quote_str(s),
        Value::Code(c) => format!("[{{{}}}]", c.text()),
        // Bits some of which are unset, most significant first.
        Value::List(items, _) if matches!(ty, TypeExpr::Bits(_)) => {
            let parts: Vec<String> = items.iter().map(|b| value(ev, b, &TypeExpr::Bit)).collect();
            format!("{{ {} }}", parts.join(", "))
        }
        Value::List(items, _) => {
            let elem = match ty {
                TypeExpr::List(t) => (**t).clone(),
                _ => TypeExpr::Int,
            };
            let parts: Vec<String> = items.iter().map(|x| value(ev, x, &elem)).collect();
            format!("[{}]", parts.join(", "))
        }
        Value::Dag(d) => {
            let mut s = String::from("(");
            s.push_str(&value(ev, &d.op, &TypeExpr::Dag));
            if let Some(n) = &d.op_name {
                let _ = write!(s, ":${}", n.ident.unraw());
            }
            for (i, (a, n)) in d.args.iter().enumerate() {
                s.push_str(if i == 0 { " " } else { ", " });
                match (a, n) {
                    (a, Some(n)) => {
                        let _ = write!(s, "{}:${}", value(ev, a, &TypeExpr::Dag), n.ident.unraw());
                    }
                    (a, None) => s.push_str(&value(ev, a, &TypeExpr::Dag)),
                }
            }
            s.push(')');
            s
        }
        Value::Rec(r, _) => match &ev.records[*r].name {
            Some(n) => n.unraw().to_string(),
            None => "anonymous_?".into(),
        },
        Value::Ext(x) => match &x.args {
            None => x.path.display(),
            Some(args) => {
                let parts: Vec<String> =
                    args.iter().map(|a| value(ev, a, &TypeExpr::Dag)).collect();
                format!("{}<{}>", x.path.display(), parts.join(", "))
            }
        },
    }
}

/// A field's type as `--print-records` shows it: `code` is TableGen's
/// `string` (a field of either type prints as `code` when its value is
/// code, as `string` otherwise), also inside lists.
fn print_type(ty: &TypeExpr, v: &Value) -> String {
    fn plain(ty: &TypeExpr) -> String {
        match ty {
            TypeExpr::Code => "string".into(),
            TypeExpr::List(t) => format!("list<{}>", plain(t)),
            _ => ty.display(),
        }
    }
    match (ty, v) {
        (TypeExpr::String | TypeExpr::Code, Value::Code(_)) => "code".into(),
        _ => plain(ty),
    }
}

/// `bits<n>` as TableGen prints it: `{ b(n-1), …, b0 }`.
fn bits(v: i128, n: u32) -> String {
    let parts: Vec<String> = (0..n)
        .rev()
        .map(|i| ((v >> i.min(127)) & 1).to_string())
        .collect();
    format!("{{ {} }}", parts.join(", "))
}

/// A string as TableGen prints it: between quotes, unescaped (what
/// `--print-records` shows).
/// A string as `--print-records` quotes it.
pub(crate) fn quote(s: &str) -> String {
    quote_str(s)
}

fn quote_str(s: &str) -> String {
    format!("\"{s}\"")
}

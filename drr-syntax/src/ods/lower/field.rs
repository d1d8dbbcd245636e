//! Reading a record's `let` fields of one shape (string, bit, Rust closure
//! or path, dag): a value of another shape is an error at the value, and
//! the field reads as unset.

use super::*;

impl Lower<'_> {
    /// An enum case takes no fields but the C++ namespace its `Attr`
    /// base class has (set for a group of records by `let cppNamespace =
    /// "…" in { … }`, as CIRCT's Seq attributes are): no effect.
    pub(super) fn case_fields(&self, d: &Def) {
        for f in &d.fields {
            if f.name != "cppNamespace" {
                self.err(
                    f.name.span(),
                    format!(
                        "`{}` records take no `let` fields (but the C++ `cppNamespace`)",
                        d.class
                    ),
                );
            }
        }
    }

    pub(in crate::ods) fn no_fields(&self, d: &Def) {
        for f in &d.fields {
            self.err(
                f.name.span(),
                format!("`{}` records take no `let` fields", d.class),
            );
        }
    }

    pub(super) fn string_field(&self, f: &Field) -> Option<String> {
        let s = str_value(&f.value);
        if s.is_none() {
            self.err(
                f.value.span(),
                format!("`{}` must be a string{}", f.name, undefined_hint(&f.value)),
            );
        }
        s
    }

    pub(in crate::ods) fn bit_field(&self, f: &Field) -> bool {
        match &f.value {
            Value::Int(v, ..) if *v == 0 || *v == 1 => *v == 1,
            Value::Class(c) if c.is_simple() && (c.name() == "true" || c.name() == "false") => {
                c.name() == "true"
            }
            other => {
                self.err(
                    other.span(),
                    format!("`{}` must be `0` or `1`{}", f.name, undefined_hint(other)),
                );
                false
            }
        }
    }

    pub(super) fn code_field(&self, f: &Field) -> Option<TokenStream> {
        match &f.value {
            Value::Closure(c) => Some(quote!(#c)),
            Value::Class(c) if c.args.is_none() => Some(c.path_tokens()),
            other => {
                self.err(
                    other.span(),
                    format!("`{}` must be a Rust closure or a path to a fn", f.name),
                );
                None
            }
        }
    }

    pub(super) fn dag_field<'v>(&self, f: &'v Field, op: &str) -> Option<&'v Dag> {
        match &f.value {
            Value::Dag(d) if d.op == op => Some(d),
            Value::Dag(d) => {
                self.err(
                    d.op.span(),
                    format!("expected `({op} …)` for `{}`, found `({} …)`", f.name, d.op),
                );
                None
            }
            other => {
                self.err(
                    other.span(),
                    format!("expected `({op} …)` for `{}`", f.name),
                );
                None
            }
        }
    }
}

fn str_value(v: &Value) -> Option<String> {
    match v {
        Value::Str(s) => Some(s.value()),
        Value::Code(_, ts) => Some(ts.to_string()),
        _ => None,
    }
}

/// What to add to a field's "must be" error when its value is a bare name:
/// the record language substitutes every name it defines (`defvar`s,
/// template arguments, fields), so a name left is one nothing defines,
/// mlir-tblgen's "Variable not defined" (`let summary = kSummary;` with
/// the `defvar` misspelt or missing).
fn undefined_hint(v: &Value) -> String {
    match v {
        Value::Class(c)
            if c.is_simple() && c.args.is_none() && c.name() != "true" && c.name() != "false" =>
        {
            format!(
                ": `{0}` is not defined here (mlir-tblgen: \"Variable not defined: '{0}'\")",
                c.name()
            )
        }
        _ => String::new(),
    }
}

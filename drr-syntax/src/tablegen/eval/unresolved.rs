//! `NAME` in a class instance written as a value (`C<…>` in a field, a
//! list, a `defvar`, a template argument), as TableGen treats it.
//!
//! In a class body `NAME` is the name of the record being defined. An
//! anonymous record has none, and TableGen leaves the reference
//! unresolved there (`--print-records` shows `C:NAME` in the anonymous
//! record's fields, and `!strconcat("p", C:NAME)` for `"p" # NAME`): the
//! record is accepted as long as no `def` needs the value. A `def`'s field
//! whose value reads it — `C<"x">.t`, `[C<>.t]`, `(op C<>.t)`,
//! `C<>.t # "x"`, `!tolower(C<>.t)` — is an error, "Initializer of 't' in
//! 'd' could not be fully resolved".
//!
//! drr's evaluator is eager, so the unresolved `NAME` is a placeholder
//! value ([`unresolved_name`]) that `!` operators and `#` pass on as they
//! pass on a record being fetched ([`Eval::is_placeholder`]); a `def`'s
//! field holding it once the record is complete is the error
//! ([`Eval::check_unresolved_names`]). A field declared with `field` may
//! keep it: the placeholder then carries the text TableGen prints for the
//! expression that read it ([`ExtVal::shown`]: the access
//! `anonymous_0.t`, the operators it could not fold).

use super::*;
use crate::tablegen::print_records;

/// The spelling of the placeholder: `NAME` itself (no record, field or
/// Rust item of a block is resolved under that name where the
/// placeholder arises).
const PLACEHOLDER: &str = "NAME";

/// The unresolved `NAME` of a class instance written as a value, read at
/// `span`.
pub(super) fn unresolved_name(span: Span) -> Value {
    Value::Ext(Rc::new(ExtVal {
        path: Path::ident(Ident::new(PLACEHOLDER, span)),
        args: None,
        span,
        shown: None,
    }))
}

/// The placeholder read at `span` by an expression TableGen prints as
/// `shown` (`anonymous_0.t`, `!tolower(anonymous_0.t)`): a `field` keeps it.
pub(super) fn unresolved_shown(shown: String, span: Span) -> Value {
    Value::Ext(Rc::new(ExtVal {
        path: Path::ident(Ident::new(PLACEHOLDER, span)),
        args: None,
        span,
        shown: Some(shown.into()),
    }))
}

/// True for [`unresolved_name`]'s placeholder.
pub(crate) fn is_unresolved_name(v: &Value) -> bool {
    matches!(v, Value::Ext(e) if e.args.is_none()
        && e.path.as_ident().is_some_and(|i| i == PLACEHOLDER))
}

/// Whether `v` holds the placeholder, itself or among its elements
/// (lists, DAG operators and arguments).
pub(super) fn holds_unresolved_name(v: &Value) -> bool {
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        match v {
            Value::List(items, _) => stack.extend(items.iter()),
            Value::Dag(d) => {
                stack.push(&d.op);
                stack.extend(d.args.iter().map(|(a, _)| a));
            }
            other if is_unresolved_name(other) => return true,
            _ => {}
        }
    }
    false
}

impl Eval<'_> {
    /// True if `v` is a value operators pass on instead of checking: a
    /// record of another block being fetched, or an unresolved `NAME`.
    pub(crate) fn is_placeholder(&self, v: &Value) -> bool {
        self.is_pending_fetch(v) || is_unresolved_name(v)
    }

    /// `!strconcat(args…)` or `a # b # …` with an unresolved `NAME` among
    /// the operands, shown as TableGen folds them: from the right, two
    /// strings joined, otherwise `!strconcat(x, rest)`.
    pub(crate) fn unresolved_concat(&self, args: &[Value], span: Span) -> Value {
        let mut acc: Option<(String, bool)> = None; // (shown or text, is a string)
        for a in args.iter().rev() {
            let this = match a {
                Value::Str(s, _) => (s.to_string(), true),
                v if is_unresolved_name(v) => (print_records::shown(self, v), false),
                v => match self.to_text(v, span) {
                    Ok(t) => (t, true),
                    Err(_) => (print_records::shown(self, v), false),
                },
            };
            acc = Some(match acc {
                None => this,
                Some((r, true)) if this.1 => (this.0 + &r, true),
                Some((r, r_str)) => {
                    let q = |(t, s): (String, bool)| if s { print_records::quote(&t) } else { t };
                    (format!("!strconcat({}, {})", q(this), q((r, r_str))), false)
                }
            });
        }
        let (shown, _) = acc.unwrap_or_default();
        unresolved_shown(shown, span)
    }

    /// The result of operator `op` (`!tolower`, `!cast<string>`; `#` is
    /// `!strconcat`) applied to `args`, one of which is an unresolved
    /// `NAME`: the placeholder again, shown as TableGen prints the
    /// operator it could not fold.
    pub(crate) fn unresolved_op(&self, op: &str, args: &[Value], span: Span) -> Value {
        let shown: Vec<String> = args.iter().map(|a| print_records::shown(self, a)).collect();
        unresolved_shown(format!("!{op}({})", shown.join(", ")), span)
    }

    /// The fields of `def` `id` (complete) whose value holds an unresolved
    /// `NAME` are errors, as TableGen's "could not be fully resolved"
    /// (a field declared with `field` may stay symbolic, as there).
    pub(super) fn check_unresolved_names(&mut self, id: RecId) {
        if self.records[id].invalid || self.records[id].instance_of.is_some() {
            return;
        }
        let rec = &self.records[id];
        let bad: Vec<(String, Span)> = rec
            .fields
            .iter()
            .filter(|f| holds_unresolved_name(&f.value))
            .map(|f| (f.name.to_string(), f.value.span()))
            .chain(
                rec.lets
                    .iter()
                    .filter(|(_, v)| holds_unresolved_name(v))
                    .map(|(n, v)| (n.to_string(), v.span())),
            )
            .filter(|(n, _)| self.must_be_concrete(id, n))
            .collect();
        let owner = rec
            .name
            .as_ref()
            .map_or("this record".to_string(), |n| format!("`{}`", n.unraw()));
        for (name, span) in bad {
            self.records[id].invalid = true;
            self.report(Fail::Err(syn::Error::new(
                span,
                format!(
                    "the value of field `{name}` of {owner} cannot be resolved: it reads `NAME` in a class instance written as a value (`C<…>`), which has no name (TableGen: \"Initializer of '{name}' could not be fully resolved\"); pass the name as a template argument"
                ),
            )));
        }
    }
}

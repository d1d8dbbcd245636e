//! The bounds of a `foreach` range `a...b`, as TableGen reads them: while
//! parsing, so they must fold to integers where the loop is written.
//!
//! TableGen parses `foreach i = a...b` and takes each bound as an integer
//! at once ("expected integer or bitrange", "expected integer value as
//! end of range"): a variable of an enclosing `foreach`, a template
//! argument of the multiclass, or a `defvar` made of them is not known
//! then. drr evaluates a multiclass when it is `defm`ed and a loop body
//! per element, so it tracks those names ([`Eval::late_vars`]) to reject
//! what TableGen rejects; `!range(…)` is the form that takes them.

use super::*;

impl Eval<'_> {
    /// The first name in `e` that is only known when a loop or a
    /// multiclass runs.
    fn late_name<'e>(&self, e: &'e Expr) -> Option<&'e Ident> {
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            if let Expr::Name(p) = e
                && let Some(id) = p.as_ident()
                && self.late_vars.iter().any(|v| id == v)
            {
                return Some(id);
            }
            e.push_children(&mut stack);
        }
        None
    }

    /// Checks the bounds of the range `r` of a `foreach` statement.
    pub(super) fn check_foreach_range(&self, r: &Expr) -> EResult<()> {
        let Expr::Range(a, b, _) = r else {
            return Ok(());
        };
        for (bound, tablegen) in [
            (a, "expected integer or bitrange"),
            (b, "expected integer value as end of range"),
        ] {
            if let Some(id) = self.late_name(bound) {
                return err(
                    id.span(),
                    format!(
                        "the bounds of a `foreach` range `a...b` are integers known where the loop is written, and `{id}` is known only when the enclosing loop or multiclass runs (TableGen: \"{tablegen}\"); iterate over `!range(a, !add(b, 1))` instead"
                    ),
                );
            }
        }
        Ok(())
    }

    /// Notes `defvar name = e`: a late name if `e` reads one.
    pub(super) fn note_defvar(&mut self, name: &Ident, e: &Expr) {
        let late = self.late_name(e).is_some();
        let n = name.to_string();
        self.late_vars.retain(|v| *v != n);
        if late {
            self.late_vars.push(n);
        }
    }
}

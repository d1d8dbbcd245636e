//! `defvar`s of one local scope: TableGen's "local variable of this name
//! already exists". A `foreach`, `if` branch, `let … in` block, `defset`
//! and multiclass body is a scope of its own (its variables may shadow
//! the enclosing ones, a `foreach` variable or a template argument); two
//! `defvar`s of one name in the same one are an error, at the second.
//! (Top-level `defvar`s are checked against the block's records and
//! earlier `defvar`s where they are evaluated; record bodies with their
//! fields, in `eval/body_names.rs`.)

use std::collections::HashSet;

use super::*;

/// Reports, for the statement lists nested in `stmts`, every `defvar` that
/// repeats a name of its own list.
pub(super) fn check_local_defvars(cx: &Ctxt, stmts: &[Stmt]) {
    let mut lists: Vec<(&[Stmt], bool)> = vec![(stmts, true)];
    while let Some((list, top)) = lists.pop() {
        let mut seen = HashSet::new();
        for s in list {
            match s {
                Stmt::Defvar(d) if !top => {
                    let name = d.name.to_string();
                    if !seen.insert(name.clone()) {
                        cx.error(
                            d.name.span(),
                            format!(
                                "`defvar {name}`: a local variable of this name already exists in this scope (TableGen: \"local variable of this name already exists\"); choose another name"
                            ),
                        );
                    }
                }
                Stmt::Foreach(f) => lists.push((&f.body, false)),
                Stmt::LetIn(l) => lists.push((&l.body, false)),
                Stmt::MultiClass(m) => lists.push((&m.body, false)),
                Stmt::Defset(d) => lists.push((&d.body, false)),
                Stmt::If(i) => {
                    lists.push((&i.then, false));
                    lists.push((&i.els, false));
                }
                _ => {}
            }
        }
    }
}

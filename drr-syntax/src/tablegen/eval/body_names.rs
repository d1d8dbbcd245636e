//! Names a record or class body may not reuse, as TableGen checks where it
//! parses them (`TGParser`):
//! - the variables `!foreach`, `!filter` and `!foldl` bind may not be named
//!   like a field ("iteration variable 'x' is already defined", "left
//!   !foldl variable 'acc' already defined", "right !foldl variable 'e'
//!   already defined");
//! - a body `defvar` may not be named like a field ("field of this name
//!   already exists") or an earlier `defvar` of the body ("local variable
//!   of this name already exists").
//!
//! The fields seen are those declared so far: the parents', then the
//! body's up to and including the one whose value is being read (TableGen
//! adds a field before parsing its value). For a class, its user-class
//! parents' fields are collected from their definitions; fields of ODS's
//! built-in classes are not counted.

use std::collections::HashSet;

use super::*;

/// The loop variables `e` binds (anywhere within it) that are in
/// `fields`, as the error TableGen gives for the first.
fn clash(e: &Expr, fields: &HashSet<String>) -> EResult<()> {
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        if let Expr::Bang(b) = x {
            let vars: &[(usize, &str)] = match b.name.to_string().as_str() {
                "foreach" | "filter" => &[(0, "iteration variable '{}' is already defined")],
                "foldl" => &[
                    (2, "left !foldl variable '{}' already defined"),
                    (3, "right !foldl variable '{}' already defined"),
                ],
                _ => &[],
            };
            for &(i, message) in vars {
                if let Some(Expr::Name(p)) = b.args.get(i)
                    && let Some(id) = p.as_ident()
                    && fields.contains(&id.to_string())
                {
                    return err(
                        id.span(),
                        format!(
                            "{} (a field of the record being defined; choose another name)",
                            message.replace("{}", &id.unraw().to_string())
                        ),
                    );
                }
            }
        }
        x.push_children(&mut stack);
    }
    Ok(())
}

impl Eval<'_> {
    /// Checks the loop variables of `body`'s expressions and its `defvar`s
    /// against the fields declared before them, starting from `fields`.
    pub(super) fn check_loop_vars(
        &self,
        mut fields: HashSet<String>,
        body: &[BodyItem],
    ) -> EResult<()> {
        let mut defvars = HashSet::new();
        for item in body {
            match item {
                BodyItem::Field { name, .. } => {
                    fields.insert(name.unraw().to_string());
                }
                BodyItem::Defvar(d) => {
                    let name = d.name.unraw().to_string();
                    let (what, tablegen) = if fields.contains(&name) {
                        ("a field", "field of this name already exists")
                    } else if defvars.contains(&name) {
                        (
                            "a `defvar` of this body",
                            "local variable of this name already exists",
                        )
                    } else {
                        ("", "")
                    };
                    if !what.is_empty() {
                        return err(
                            d.name.span(),
                            format!(
                                "`defvar {name}`: {what} has this name (TableGen: \"{tablegen}\"); choose another name"
                            ),
                        );
                    }
                    defvars.insert(name);
                }
                _ => {}
            }
            for e in item.exprs() {
                clash(e, &fields)?;
            }
        }
        Ok(())
    }

    /// The fields record `id` has so far (not the hidden ones that hold a
    /// late `defvar`).
    pub(super) fn record_field_names(&self, id: RecId) -> HashSet<String> {
        self.records[id]
            .fields
            .iter()
            .filter(|f| !f.hidden)
            .map(|f| f.name.unraw().to_string())
            .collect()
    }

    /// The fields the user classes among `parents` declare, with their
    /// own parents' (from their definitions).
    pub(super) fn parent_field_names(&self, parents: &[ParentRef]) -> HashSet<String> {
        let mut out = HashSet::new();
        let mut seen = HashSet::new();
        let mut stack: Vec<usize> = parents
            .iter()
            .filter_map(|p| self.class(&p.path.last().to_string()))
            .collect();
        while let Some(c) = stack.pop() {
            if !seen.insert(c) {
                continue;
            }
            let class = &self.classes[c];
            for item in &class.body {
                if let BodyItem::Field { name, .. } = item {
                    out.insert(name.unraw().to_string());
                }
            }
            stack.extend(
                class
                    .parents
                    .iter()
                    .filter_map(|p| self.class(&p.path.last().to_string())),
            );
        }
        out
    }
}

//! Late binding of field references, as TableGen resolves them.
//!
//! In TableGen an initializer that names another field of its record
//! (`int y = !add(x, 1);`) is not evaluated where it is written: the
//! reference stays symbolic until the record is complete, then takes the
//! field's final value, after every `let` of subclasses, of the `def` body
//! and of enclosing `let … in` statements. So
//! `class A<int n> { int x = n; int y = !add(x, 1); } def B : A<1> { let x = 5; }`
//! gives `B.y = 6`, not 2.
//!
//! The evaluator is eager, so it evaluates an initializer at once and
//! remembers it ([`Field::late`](crate::tablegen::value::Field::late)) when the evaluation read a field of the
//! record (the `let`s of fields of ODS's and DRR's built-in classes,
//! `summary` or `arguments`, likewise: [`Record::late_lets`](crate::tablegen::value::Record::late_lets)). Once the
//! record is complete, [`Eval::resolve_late`] evaluates
//! those initializers again, each after the late fields it reads: a field
//! whose initializer reads itself, directly or through others, is an
//! error, as TableGen's "could not be fully resolved". The order is kept
//! on an explicit stack, so a long chain of fields does not deepen the
//! macro's own stack.

use std::rc::Rc;

use super::{EResult, Eval, Fail};
use crate::tablegen::ast::Expr;
use crate::tablegen::value::{LateInit, RecId, Value};

impl Eval<'_> {
    /// Evaluates the initializer `e` of a field of record `id`: the value,
    /// and the initializer to evaluate again once the record is complete
    /// if it read fields of `id`.
    pub(super) fn field_init(
        &mut self,
        id: RecId,
        e: &Expr,
    ) -> EResult<(Value, Option<Rc<LateInit>>)> {
        let (v, read) = self.expr_reading(id, e);
        let late = (!read.is_empty()).then(|| {
            Rc::new(LateInit {
                expr: e.clone(),
                frames: self.frames.clone(),
                bits_params: self.bits_params.clone(),
            })
        });
        Ok((v?, late))
    }

    /// Evaluates `e`, with the names of the fields (and `let`s) of record
    /// `id` it read.
    fn expr_reading(&mut self, id: RecId, e: &Expr) -> (EResult<Value>, Vec<String>) {
        let mark = self.field_reads.borrow().len();
        self.tracking_reads += 1;
        let v = self.expr(e);
        self.tracking_reads -= 1;
        let read = self
            .field_reads
            .borrow_mut()
            .drain(mark..)
            .filter(|(r, _)| *r == id)
            .map(|(_, name)| name)
            .collect();
        (v, read)
    }

    /// Records that a field (or `let`) `name` of record `rec` was read, if
    /// an initializer's reads are being recorded.
    pub(super) fn note_field_read(&self, rec: RecId, name: String) {
        if self.tracking_reads > 0 {
            self.field_reads.borrow_mut().push((rec, name));
        }
    }

    /// Evaluates again the late-bound initializers of the complete record
    /// `id` (see the module docs): its fields' and the `let`s of its
    /// built-in classes' fields.
    pub(super) fn resolve_late(&mut self, id: RecId) {
        self.resolve_bit_refs(id);
        let rec = &self.records[id];
        // The late slots: fields by index, then lets by name.
        let mut slots: Vec<(String, Rc<LateInit>)> = rec
            .fields
            .iter()
            .filter_map(|f| Some((f.name.to_string(), f.late.clone()?)))
            .collect();
        slots.extend(rec.late_lets.iter().cloned());
        if slots.is_empty() {
            return;
        }
        let mut done = vec![false; slots.len()];
        // A def's fields must come out concrete: one that reads a field
        // left `?` is TableGen's "could not be fully resolved" (the
        // reference stays symbolic there). A class instance written as a
        // value is not checked, as TableGen does not check it.
        let final_def = self.records[id].instance_of.is_none().then_some(id);
        let saved_final = std::mem::replace(&mut self.final_def, final_def);
        let saved_frames = std::mem::take(&mut self.frames);
        let saved_bits = std::mem::take(&mut self.bits_params);
        let saved_current = self.current.replace(id);
        for start in 0..slots.len() {
            let mut stack = vec![start];
            while let Some(&top) = stack.last() {
                if done[top] {
                    stack.pop();
                    continue;
                }
                let late = slots[top].1.clone();
                self.frames = late.frames.clone();
                self.bits_params = late.bits_params.clone();
                let mark = self.unset_reads.borrow().len();
                let (r, read) = self.expr_reading(id, &late.expr);
                let unset: Vec<String> = self.unset_reads.borrow_mut().drain(mark..).collect();
                let v = match r {
                    Ok(v) => v,
                    Err(f) => {
                        self.records[id].invalid = true;
                        self.report(f);
                        done[top] = true;
                        stack.pop();
                        continue;
                    }
                };
                let mut waiting: Vec<usize> = Vec::new();
                for name in &read {
                    if let Some(j) = slots.iter().position(|(n, _)| n == name)
                        && !done[j]
                        && !waiting.contains(&j)
                    {
                        waiting.push(j);
                    }
                }
                if waiting.is_empty() {
                    match unset.first() {
                        Some(u) if self.must_be_concrete(id, &slots[top].0) => {
                            let name = slots[top].0.clone();
                            self.report_unset_read(id, &name, u, &late.expr);
                        }
                        _ => self.set_resolved(id, &slots[top].0, v),
                    }
                    done[top] = true;
                    stack.pop();
                    continue;
                }
                if let Some(&j) = waiting.iter().find(|j| stack.contains(j)) {
                    let (name, other) = (slots[top].0.clone(), slots[j].0.clone());
                    self.report_cycle(id, &name, &other, &late.expr);
                    for &k in &stack {
                        done[k] = true;
                    }
                    stack.clear();
                    continue;
                }
                stack.extend(waiting);
            }
        }
        self.frames = saved_frames;
        self.bits_params = saved_bits;
        self.current = saved_current;
        self.final_def = saved_final;
    }

    /// How many reads of unset fields were recorded so far (see
    /// [`Eval::forget_unset_reads`]).
    pub(crate) fn unset_read_mark(&self) -> usize {
        self.unset_reads.borrow().len()
    }

    /// Forgets the reads of unset fields recorded since `mark`: their
    /// values did not reach the result. TableGen keeps such a reference
    /// symbolic, and an operator that only counts a list's elements
    /// folds it (`!size([u])` is 1).
    pub(crate) fn forget_unset_reads(&self, mark: usize) {
        self.unset_reads.borrow_mut().truncate(mark);
    }

    /// Whether slot `name` of record `id` must resolve to a concrete value:
    /// a field (but not one declared with `field`, which TableGen lets stay
    /// symbolic, nor a body `defvar`, nor a `bits` field, whose bits may
    /// name other fields' bits) or a `let` of a built-in field.
    pub(super) fn must_be_concrete(&self, id: RecId, name: &str) -> bool {
        self.records[id].any_field(name).is_none_or(|f| {
            !f.keyword && !f.hidden && !matches!(f.ty, crate::tablegen::ast::TypeExpr::Bits(_))
        })
    }

    fn report_unset_read(&mut self, id: RecId, name: &str, unset: &str, e: &Expr) {
        let owner = self.records[id]
            .name
            .as_ref()
            .map_or("this record".to_string(), |n| format!("`{n}`"));
        let msg = format!(
            "the value of field `{name}` of {owner} cannot be resolved: it reads field `{unset}`, which is left unset (`?`) (TableGen: \"Initializer of '{name}' could not be fully resolved\")"
        );
        self.records[id].invalid = true;
        self.report(Fail::Err(syn::Error::new(e.span(), msg)));
    }

    /// Stores the resolved value of slot `name` of record `id`: its field,
    /// or its last `let` of that name.
    fn set_resolved(&mut self, id: RecId, name: &str, v: Value) {
        let rec = &mut self.records[id];
        if let Some(f) = rec.any_field_mut(name) {
            f.value = v;
        } else if let Some(l) = rec.lets.iter_mut().rev().find(|(n, _)| n == name) {
            l.1 = v;
        }
    }

    fn report_cycle(&mut self, id: RecId, name: &str, other: &str, e: &Expr) {
        let rec = &self.records[id];
        let owner = rec
            .name
            .as_ref()
            .map_or("this record".to_string(), |n| format!("`{n}`"));
        let how = if name == other {
            "reads the field itself".to_string()
        } else {
            format!("reads `{other}`, which depends on `{name}`")
        };
        let msg = format!(
            "the value of field `{name}` of {owner} cannot be resolved: it {how} (TableGen: \"Initializer of '{name}' could not be fully resolved\"); a `let` that builds on a field's own value must name the value it starts from instead"
        );
        self.records[id].invalid = true;
        self.report(Fail::Err(syn::Error::new(e.span(), msg)));
    }
}

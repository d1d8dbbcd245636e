//! Defining a record (`def`): its name (literal text, pasted, or `NAME`
//! outside a multiclass), its parents instantiated in order, then the
//! enclosing `let … in` bindings and its body. A record with an error is
//! marked invalid and left out of the output.

use super::*;

impl Eval<'_> {
    pub(super) fn def(&mut self, d: &DefStmt) {
        let name = match &d.name {
            None => None,
            Some(e) => match self.def_name(e) {
                Ok(n) => Some(n),
                Err(f) => {
                    self.report(f);
                    return;
                }
            },
        };
        if let Some(n) = &name
            && self.def_index.contains_key(&n.to_string())
        {
            let f = self.defined_twice(n);
            self.report(f);
            return;
        }
        // A parent that is a record, not a class, and a record derives only
        // from classes (TableGen: "Couldn't find class"): one of ODS's
        // library (`def Util_Size : Index;`), or one this block defined
        // (IREE's `Util_AliasedSymbolRefAttr` is a class; written as a
        // `def`, it is no parent; reported here rather than as rustc's
        // missing macro of a class of another block).
        for p in &d.parents {
            let parent = p.path.last().to_string();
            if p.path.segments.len() != 1 || self.class(&parent).is_some() {
                continue;
            }
            let target = name.as_ref().map_or("X".to_string(), |n| n.to_string());
            let message = if p.args.is_empty() && crate::stdlib::is_lib_record(&parent) {
                format!(
                    "`{parent}` is a record of ODS's library, not a class, and a record derives only from classes (mlir-tblgen: \"Couldn't find class '{parent}'\"); name it with `defvar {target} = {parent};` or `def {target} : TypeAlias<{parent}>;` (a type)"
                )
            } else if !p.path.leading_colon && self.def_named(&parent).is_some() {
                def_named_as_class(&parent, Some(&target))
            } else {
                continue;
            };
            // Its uses are not unknown names (no follow-on errors).
            if let Some(n) = &name {
                self.failed.insert(n.to_string());
            }
            self.report(Fail::Err(syn::Error::new(p.path.last().span(), message)));
            return;
        }
        // `def AnyStaticShapeIntTensor : StaticShapeTensorOf<[HLO_Int]>;`:
        // a record of a library generic names that generic (a Rust type, not
        // a class): the name stands for it, as a top-level `defvar` would.
        if let (Some(n), [p], []) = (&name, d.parents.as_slice(), d.body.as_slice())
            && p.path.segments.len() == 1
            && self.class(&p.path.last().to_string()).is_none()
            && Builtin::from_name(&p.path.last().to_string()).is_none()
            && is_library_generic(&p.path.last().to_string())
        {
            match self.exprs(&p.args) {
                Ok(args) => {
                    let g = Rc::new(ExtVal {
                        path: p.path.clone(),
                        args: (!p.args.is_empty()).then_some(args),
                        span: n.span(),
                        shown: None,
                    });
                    self.globals.push(Binding {
                        name: n.clone(),
                        value: Value::Ext(g.clone()),
                    });
                    self.generic_defs.push((n.clone(), g));
                }
                Err(f) => self.report(f),
            }
            return;
        }
        let id = self.records.len();
        let mut rec = Record::new(name.clone(), d.span);
        rec.docs = d.docs.clone();
        self.records.push(rec);
        let saved = self.current.replace(id);
        let saved_level = std::mem::replace(&mut self.def_level, true);
        let r = (|| -> EResult<()> {
            for p in &d.parents {
                self.check_inherited_once(id, &p.path, 0)?;
                let args = self.class_args(&p.path, &p.args)?;
                self.instantiate(id, &p.path, args, p.end)?;
            }
            let lets = self.let_stack.clone();
            for (n, v) in lets {
                self.set_field(id, &n, v)?;
            }
            self.check_loop_vars(self.record_field_names(id), &d.body)?;
            self.body(id, &d.body)?;
            self.defm_classes(id)
        })();
        self.current = saved;
        self.def_level = saved_level;
        if let Err(f) = r {
            self.records[id].invalid = true;
            if let Some(n) = &name
                && !matches!(f, Fail::Missing)
            {
                self.failed.insert(n.to_string());
            }
            self.report(f);
        }
        self.resolve_late(id);
        self.check_unresolved_names(id);
        if let Err(f) = self
            .charge_record(id)
            .and_then(|()| self.check_forward_reads(id))
        {
            self.records[id].invalid = true;
            self.report(f);
        }
        self.check_record_asserts(id);
        // `def Ptr_Any1DType : Ptr_ShapedValueType<[AnyType], …>;` where the
        // class derives from a library generic: the name stands for the
        // generic, as a `def` of the generic itself does.
        if let (Some(n), Some(g)) = (&name, self.records[id].as_generic().cloned())
            && !self.records[id].invalid
        {
            self.globals.push(Binding {
                name: n.clone(),
                value: Value::Ext(Rc::new(ExtVal {
                    path: g.path.clone(),
                    args: g.args.clone(),
                    span: n.span(),
                    shown: None,
                })),
            });
            self.generic_defs.push((n.clone(), g));
            return;
        }
        if let Some(n) = name {
            self.def_index.insert(n.to_string(), id);
        }
        self.add_to_defsets(id, d.span);
        self.defs.push(id);
    }

    /// A record's name: identifiers that are not variables are literal
    /// text (`def Swap_ # Pair[0]`).
    pub(super) fn record_name(&mut self, e: &Expr) -> EResult<Ident> {
        let span = e.span();
        let text = self.name_text(e)?;
        record_ident(&text, span)
    }

    pub(super) fn name_text(&mut self, e: &Expr) -> EResult<String> {
        match e {
            Expr::Name(p) if p.as_ident().is_some() => {
                let id = p.as_ident().expect("checked");
                match self.lookup_var(&id.to_string()) {
                    Some(v) => self.to_text(&v, id.span()),
                    None => Ok(id.unraw().to_string()),
                }
            }
            Expr::Paste(a, b, _) => {
                let a = self.name_text(a)?;
                let b = self.name_text(b)?;
                Ok(a + &b)
            }
            Expr::TrailingPaste(a, _) => self.name_text(a),
            other => {
                let v = self.expr(other)?;
                self.to_text(&v, other.span())
            }
        }
    }

    /// `{x.B}` for a `bits` or `bit` field: braces holding one part, which
    /// the parser reads as a Rust block (`parse/bits.rs`), are TableGen's
    /// bits initializer of that part there.
    fn one_part_bits(&self, ty: &TypeExpr, e: &Expr) -> Option<Expr> {
        let (TypeExpr::Bits(_) | TypeExpr::Bit, Expr::Code(c)) = (ty, e) else {
            return None;
        };
        if c.kind != CodeKind::Block || c.tokens.is_empty() {
            return None;
        }
        let part = crate::tablegen::parse::parse_value(self.cx, c.tokens.clone()).ok()?;
        Some(Expr::Bits(Box::new(BitsExpr::Init(vec![part], c.span))))
    }

    pub(super) fn body(&mut self, id: RecId, body: &[BodyItem]) -> EResult<()> {
        // The widths of the body's `bits` defvars (`defvar v = { p{3...0},
        // p{7...4} };`, which `!repr` prints bit by bit) are the body's.
        let mark = self.bits_params.len();
        let r = self.body_items(id, body);
        self.bits_params.truncate(mark);
        r
    }

    fn body_items(&mut self, id: RecId, body: &[BodyItem]) -> EResult<()> {
        for item in body {
            match item {
                BodyItem::Field {
                    ty,
                    name,
                    value,
                    keyword,
                } => {
                    let ty = &self.resolve_type(ty);
                    // A declaration of a field the record already has
                    // (inherited, or declared earlier) is TableGen's
                    // assignment: the field keeps its type, which the value
                    // must fit (`TGParser::AddValue`, then `SetValue`), and
                    // a declaration without a value makes it `?`; its
                    // `field` keyword changes nothing. So is one, with a
                    // value, of a field the record's built-in class declares
                    // in MLIR (`bit hasVerifier = 1;` in an op's body, `code
                    // extraClassDeclaration = [{…}];` in a dialect's), which
                    // drr keeps as a `let`.
                    let n = name.to_string();
                    let rec = &self.records[id];
                    let field = rec.any_field(&n);
                    let inherited = field.is_some_and(|f| !f.hidden)
                        || declares_ods_field(rec, &n)
                        || (value.is_some() && field.is_none() && builtin_declares(rec, &n));
                    if inherited {
                        let field_ty = self.records[id]
                            .any_field(&name.to_string())
                            .map_or(TypeExpr::String, |f| f.ty.clone());
                        let (v, late) = match value {
                            Some(e) => {
                                let bits = self.one_part_bits(&field_ty, e);
                                let e = bits.as_ref().unwrap_or(e);
                                self.check_bits_width(&field_ty, name, e)?;
                                self.field_init(id, e)?
                            }
                            None => (Value::Unset(name.span()), None),
                        };
                        self.set_field(id, name, v)?;
                        // The `field` keyword of the earlier declaration
                        // stays as it was (TableGen only sets the value).
                        let rec = &mut self.records[id];
                        if let Some(f) = rec.any_field_mut(&n) {
                            f.late = late;
                        } else if let Some(late) = late
                            && rec.lets.last().is_some_and(|(l, _)| l == name)
                        {
                            rec.late_lets.push((n, late));
                        }
                        continue;
                    }
                    // A new field's class must exist, as in a class body
                    // (TableGen: "Couldn't find class" at the type).
                    self.type_deps(ty, &mut Vec::new())?;
                    let (v, late) = match value {
                        Some(e) => {
                            let bits = self.one_part_bits(ty, e);
                            let e = bits.as_ref().unwrap_or(e);
                            self.check_bits_width(ty, name, e)?;
                            self.field_init(id, e)?
                        }
                        None => (Value::Unset(name.span()), None),
                    };
                    self.check_field_value(ty, name, &v)?;
                    let rec = &mut self.records[id];
                    if let Some(f) = rec.any_field_mut(&name.to_string()) {
                        f.value = v;
                        f.ty = ty.clone();
                        f.keyword |= *keyword;
                        f.late = late;
                    } else {
                        if rec.fields.len() >= MAX_FIELDS {
                            return err(
                                name.span(),
                                format!("a record has more than {MAX_FIELDS} fields (drr's limit)"),
                            );
                        }
                        rec.push_field(Field {
                            name: name.clone(),
                            ty: ty.clone(),
                            keyword: *keyword,
                            value: v,
                            late,
                            hidden: false,
                        });
                    }
                }
                BodyItem::Let { name, value } => {
                    let bits = self.records[id]
                        .any_field(&name.to_string())
                        .and_then(|f| self.one_part_bits(&f.ty, value));
                    let value = bits.as_ref().unwrap_or(value);
                    let (v, late) = self.field_init(id, value)?;
                    self.set_field(id, name, v)?;
                    let rec = &mut self.records[id];
                    if let Some(f) = rec.any_field_mut(&name.to_string()) {
                        f.late = late;
                    } else if let Some(late) = late
                        && rec.lets.last().is_some_and(|(n, _)| n == name)
                    {
                        rec.late_lets.push((name.to_string(), late));
                    }
                }
                BodyItem::Defvar(d) => {
                    let (v, late) = self.field_init(id, &d.value)?;
                    if late.is_some() {
                        // Bound late, as a field (see `eval/late.rs`).
                        self.records[id].push_field(Field {
                            name: d.name.clone(),
                            ty: TypeExpr::Int,
                            keyword: false,
                            value: v,
                            late,
                            hidden: true,
                        });
                        continue;
                    }
                    if let Some(n) = self.bits_width_of(&d.value) {
                        self.bits_params.push((d.name.to_string(), n as u32));
                    }
                    let b = Binding {
                        name: d.name.clone(),
                        value: v,
                    };
                    match self.frames.last_mut() {
                        Some(f) => f.push(b),
                        None => self.frames.push(vec![b]),
                    }
                }
                BodyItem::Assert(a) => self.pending_asserts.push(PendingAssert {
                    rec: id,
                    stmt: a.clone(),
                    frames: self.frames.clone(),
                }),
                BodyItem::Dump(e) => {
                    self.expr(e)?;
                }
            }
        }
        Ok(())
    }
}

/// True if the ODS class `rec` is a record of declares the field `name`
/// (drr keeps those classes' fields as `let`s, not as record fields): the
/// `summary` and `description` every ODS class declares (`def X : Op<…> {
/// string summary = "…"; }`, as MLIR's `BufferizationOps.td` writes), and
/// the fields of `Op` (`dag arguments = (ins …);`).
fn declares_ods_field(rec: &Record, name: &str) -> bool {
    if rec.kind().is_none() && rec.as_generic().is_none() {
        return false;
    }
    if name == "summary" || name == "description" {
        return true;
    }
    rec.kind().is_some_and(|k| k.class == Builtin::Op)
        && crate::ods::lower::OP_FIELDS[..crate::ods::lower::ODS_OP_FIELD_COUNT].contains(&name)
}

/// Record name `text` as an identifier at `span`: an error there if it is
/// not a valid Rust identifier (records become Rust items).
pub(super) fn record_ident(text: &str, span: Span) -> EResult<Ident> {
    match syn::parse_str::<Ident>(text) {
        Ok(mut id) => {
            id.set_span(span);
            Ok(id)
        }
        Err(_) => err(
            span,
            format!("the record name `{text}` is not a valid Rust identifier"),
        ),
    }
}

/// True if MLIR's class behind `rec`'s built-in kind declares the field
/// `name` (ODS's `Op`, `Dialect`, constraint and `TypeDef`/`AttrDef`
/// classes), so that a
/// declaration of it in the record's body sets it rather than adding a
/// field of the user's.
fn builtin_declares(rec: &Record, name: &str) -> bool {
    let Some(k) = rec.kind() else { return false };
    match k.class {
        // `Op`'s fields (`OpBase.td`), and the two its template arguments set.
        Builtin::Op => {
            crate::ods::lower::OP_FIELDS[..crate::ods::lower::ODS_OP_FIELD_COUNT].contains(&name)
                || matches!(name, "opDialect" | "opName")
        }
        Builtin::Dialect => crate::ods::lower::MLIR_DIALECT_FIELDS.contains(&name),
        b if b.is_constraint() => matches!(name, "summary" | "description" | "predicate"),
        // `AttrOrTypeDef` (`AttrTypeBase.td`), a `DialectType`/`DialectAttr`
        // constraint too.
        Builtin::Passthrough("TypeDef" | "AttrDef") => {
            matches!(
                name,
                "summary" | "description" | "predicate" | "mnemonic" | "parameters"
            ) || crate::ods::typedef::CPP_FIELDS.contains(&name)
        }
        _ => false,
    }
}

//! Classes: their definitions (with the dependencies their class macros
//! carry to other blocks and TableGen's forward declarations) and their
//! instantiation into records — template arguments bound and type-checked,
//! parents instantiated first, then the class's `let … in` and body.

use super::builtin_record::alias_args;
use super::*;

impl Eval<'_> {
    pub(super) fn class_def(&mut self, c: &ClassDef) -> EResult<()> {
        let name = c.name.to_string();
        // Classes and records are separate namespaces in TableGen: only
        // the names of ODS's classes are taken. A class may be named like
        // one of ODS's records (IREE's `class ConstantLike<string value> :
        // NativeCodeCall<…>` next to OpBase.td's `def ConstantLike :
        // NativeOpTrait<…>`; `I32`, `HasNoUseOf`), as mlir-tblgen accepts.
        if Builtin::from_name(&name).is_some() || is_library_class(&name) {
            return err(
                c.name.span(),
                format!("`{name}` is a built-in class of ODS/DRR: choose another name"),
            );
        }
        // `class foo;` declares a class, which a later `class foo { … }`
        // may define (TableGen's forward declarations); declaring it again
        // changes nothing.
        let mut replaces = None;
        if let Some(&idx) = self.class_index.get(&name) {
            if is_declaration(&c.params, &c.parents, &c.body, &c.tokens) {
                return Ok(());
            }
            let prev = &self.classes[idx];
            if !is_declaration(&prev.params, &prev.parents, &prev.body, &prev.tokens) {
                return err(c.name.span(), format!("class `{name}` is defined twice"));
            }
            replaces = Some(idx);
        }
        // Every class it refers to must be known now (so that its class
        // macro can carry them), but for itself: as in TableGen, a class
        // body may instantiate the class (`D<!sub(n, 1)>`, bounded by
        // `MAX_INSTANTIATION_DEPTH`).
        let mut deps = Vec::new();
        let outer = self.defining_class.replace(name.clone());
        let r = self.class_def_deps(c, &mut deps);
        self.defining_class = outer;
        r?;
        for p in &c.parents {
            self.check_parent_args(p)?;
        }
        self.check_loop_vars(self.parent_field_names(&c.parents), &c.body)?;
        let class = UserClass {
            name: c.name.clone(),
            params: c.params.clone(),
            parents: c.parents.clone(),
            body: c.body.clone(),
            outer_lets: self.let_stack.clone(),
            outer_let_tokens: self.let_headers.clone(),
            tokens: c.tokens.clone(),
            imported: c.imported,
            deps,
        };
        match replaces {
            Some(idx) => self.classes[idx] = class,
            None => {
                let idx = self.classes.len();
                self.classes.push(class);
                self.class_index.insert(name, idx);
            }
        }
        Ok(())
    }

    /// Whether default `d` of one of `params` leaves its argument unset,
    /// as TableGen's `isComplete` sees the default before the arguments are
    /// substituted: one naming a parameter is incomplete if a `?` is among
    /// its elements or operands (see [`holds_unset`]); any other is folded
    /// first (`!if(1, 1, ?)` is `1`, a `defvar` its value).
    fn default_incomplete(&mut self, d: &Expr, params: &[Param]) -> EResult<bool> {
        if mentions_param(d, params) {
            return Ok(holds_unset(d));
        }
        Ok(!is_complete(&self.expr(d)?))
    }

    /// Checks the template arguments of parent `p` where it is written,
    /// as TableGen does when it parses a parent reference
    /// (`TGParser::ParseSubClassReference`): so a class never
    /// instantiated, or a multiclass never `defm`ed, is checked too. Too
    /// many arguments, a named one `C` does not have or given twice, a
    /// literal of the wrong type, and a missing one without a default or
    /// whose literal default is or holds `?` (TableGen's "value not
    /// specified for template argument") are errors. Arguments and
    /// defaults that are not literals may depend on the enclosing
    /// template's parameters: they are checked where it is instantiated.
    pub(super) fn check_parent_args(&mut self, p: &ParentRef) -> EResult<()> {
        let last = p.path.last().to_string();
        let Some(c) = self.class(&last) else {
            return Ok(());
        };
        if p.path.segments.len() == 1 && p.path.as_ident().is_none() {
            return Ok(());
        }
        let class_name = self.classes[c].name.to_string();
        let params = self.classes[c].params.clone();
        let positional = p
            .args
            .iter()
            .position(|e| matches!(e, Expr::Named(..)))
            .unwrap_or(p.args.len());
        if positional > params.len() {
            return Err(too_many_args(
                &format!("`{class_name}`"),
                &params,
                positional,
                p.args[params.len()].span(),
            ));
        }
        let mut given = vec![false; params.len()];
        for (i, e) in p.args.iter().enumerate() {
            let (at, v) = match e {
                Expr::Named(n, v) => {
                    let Some(at) = params.iter().position(|q| q.name == *n) else {
                        return err(
                            n.span(),
                            format!("`{class_name}` has no template argument `{n}`"),
                        );
                    };
                    if given[at] {
                        return err(n.span(), format!("template argument `{n}` is given twice"));
                    }
                    (at, &**v)
                }
                _ if i < positional => (i, e),
                _ => return err(e.span(), "a positional template argument after a named one"),
            };
            given[at] = true;
            // An integer for a `bit` or `bits` is TableGen's `!cast`, only
            // resolved (or reported) in a record.
            if is_literal(v) && !is_bit_type(&params[at].ty) {
                let val = self.expr(v)?;
                self.check_arg(&class_name, &params[at], val)?;
            }
        }
        for (q, _) in params.iter().zip(&given).filter(|(_, g)| !**g) {
            let unset = match &q.default {
                None => Some(""),
                // Evaluated as where the class is instantiated (defaults see
                // only the parameters); an anonymous instance is left to the
                // instantiation, so that it is made once.
                Some(d) if mentions_param(d, &params) || !contains_instance(d) => {
                    let saved = std::mem::take(&mut self.frames);
                    let r = self.default_incomplete(d, &params);
                    self.frames = saved;
                    r?.then_some(UNSET_DEFAULT)
                }
                Some(_) => None,
            };
            if let Some(why) = unset {
                return err(
                    p.end,
                    format!(
                        "missing template argument `{} {}` of `{class_name}`{why}",
                        q.ty.display(),
                        q.name
                    ),
                );
            }
        }
        Ok(())
    }

    /// The classes the definition `c` refers to, in `deps`.
    fn class_def_deps(&mut self, c: &ClassDef, deps: &mut Vec<usize>) -> EResult<()> {
        let name = c.name.to_string();
        for p in &c.parents {
            if p.path.last() == &c.name {
                return err(
                    p.path.span(),
                    format!("class `{name}` cannot derive from itself"),
                );
            }
            self.class_ref_dep(&p.path, true, deps)?;
            for a in &p.args {
                self.expr_deps(a, deps)?;
            }
        }
        for prm in &c.params {
            self.type_deps(&prm.ty, deps)?;
            if let Some(d) = &prm.default {
                self.expr_deps(d, deps)?;
            }
        }
        for item in &c.body {
            if let BodyItem::Field { ty, .. } = item {
                self.type_deps(ty, deps)?;
            }
            match item {
                BodyItem::Field { value: Some(v), .. } | BodyItem::Let { value: v, .. } => {
                    self.expr_deps(v, deps)?
                }
                BodyItem::Defvar(d) => self.expr_deps(&d.value, deps)?,
                BodyItem::Assert(a) => {
                    self.expr_deps(&a.cond, deps)?;
                    self.expr_deps(&a.message, deps)?;
                }
                BodyItem::Dump(e) => self.expr_deps(e, deps)?,
                BodyItem::Field { value: None, .. } => {}
            }
        }
        Ok(())
    }

    /// Records the class a template argument's or field's type names
    /// (`list<OpTrait>`) as a dependency. A name that is no class the
    /// block, ODS or another block knows is missing, as a parent's is
    /// (TableGen: "Couldn't find class 'OpTrait'" at the type): a class of
    /// another block or crate arrives, else the error is at the type.
    pub(super) fn type_deps(&mut self, ty: &TypeExpr, deps: &mut Vec<usize>) -> EResult<()> {
        let mut ty = ty;
        while let TypeExpr::List(inner) = ty {
            ty = inner;
        }
        let TypeExpr::Class(c) = ty else {
            return Ok(());
        };
        let name = c.as_str();
        if let Some(i) = self.class(name) {
            if !deps.contains(&i) {
                deps.push(i);
            }
            return Ok(());
        }
        if self.defining_class.as_deref() == Some(name)
            || self.type_aliases.contains_key(name)
            || self.is_known_class(name)
            || super::super::is_known_name(name)
            || crate::stdlib::is_lib_name(name)
            || super::super::library_classes::is_library_class_name(name)
        {
            return Ok(());
        }
        if self.def_named(name).is_some() {
            return err(
                c.ident.span(),
                format!(
                    "`{name}` is a record (`def`) of this block, not a class: a type names a class (mlir-tblgen: \"Couldn't find class '{name}'\"); declare the field with a class the record derives from"
                ),
            );
        }
        Err(self.missing_class(&Path::ident(c.ident.clone())))
    }

    /// Records the class `path` refers to as a dependency; a class the
    /// block does not know is missing. `parent`: used as a parent (it must
    /// be a class); otherwise used with template arguments.
    pub(super) fn class_ref_dep(
        &mut self,
        path: &Path,
        parent: bool,
        deps: &mut Vec<usize>,
    ) -> EResult<()> {
        let last = path.last().to_string();
        if !parent && path.segments.len() == 1 && self.defining_class.as_deref() == Some(&last) {
            return Ok(());
        }
        if let Some(i) = self.class(&last) {
            if !deps.contains(&i) {
                deps.push(i);
            }
            return Ok(());
        }
        if (Builtin::from_name(&last).is_some()
            || matches!(
                last.as_str(),
                "ArrayOfAttr" | "TypeIs" | "ElementTypeIs" | "AllMatchSameOperatorTrait"
            ))
            && path.segments.len() == 1
        {
            return Ok(());
        }
        if !parent && is_library_generic(&last) && path.segments.len() == 1 {
            return Ok(());
        }
        if let Some(f) = self.multiclass_as_class(path) {
            return Err(f);
        }
        if parent && is_library_generic(&last) && path.segments.len() == 1 {
            return Ok(());
        }
        Err(self.missing_class(path))
    }

    /// The classes an expression instantiates (iteratively: no recursion
    /// on the expression's depth beyond the parser's nesting limit).
    pub(super) fn expr_deps(&mut self, e: &Expr, deps: &mut Vec<usize>) -> EResult<()> {
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            match e {
                Expr::Instance(p, _, _) => self.class_ref_dep(p, false, deps)?,
                Expr::Name(p) => {
                    if let Some(id) = p.as_ident()
                        && let Some(i) = self.class(&id.to_string())
                        && !deps.contains(&i)
                    {
                        deps.push(i);
                    }
                }
                _ => {}
            }
            e.push_children(&mut stack);
        }
        Ok(())
    }

    /// Instantiates the class `path` with `args` into record `id`.
    pub fn instantiate(
        &mut self,
        id: RecId,
        path: &Path,
        args: Vec<Value>,
        end: Span,
    ) -> EResult<()> {
        let last = path.last().to_string();
        let span = path.span();
        if let Some(c) = self.class(&last)
            && (path.segments.len() > 1 || path.as_ident().is_some())
        {
            return self.instantiate_user(id, c, args, span, end);
        }
        // As a parent (XeGPU's `class AllMemSizesMatch<list<string> names>
        // : AllMatchSameOperatorTrait<names, …, "size in bits">`).
        if last == "AllMatchSameOperatorTrait"
            && path.segments.len() == 1
            && !crate::stdlib::is_local(&last)
        {
            let trait_args = self.all_match_same_operator_trait(&args, span)?;
            return self.instantiate(
                id,
                &Path::ident(Ident::new("PredOpTrait", span)),
                trait_args,
                end,
            );
        }
        // `ArrayOfAttr<Dialect, "Name", "mnemonic", "EltAttr", traits>` of
        // `AttrTypeBase.td` (IRDL's `VariadicityArrayAttr`): the `AttrDef`
        // it derives from, with its mnemonic.
        if last == "ArrayOfAttr" && path.segments.len() == 1 && !crate::stdlib::is_local(&last) {
            if !(4..=5).contains(&args.len()) {
                return err(
                    span,
                    "`ArrayOfAttr` takes the dialect, the C++ name, the mnemonic, the element's C++ name and the traits: `ArrayOfAttr<X_Dialect, \"Name\", \"mnemonic\", \"EltAttr\">`",
                );
            }
            let mut def_args = vec![args[0].clone(), args[1].clone()];
            def_args.extend(args.get(4).cloned());
            let mnemonic = args[2].clone();
            self.instantiate(id, &Path::ident(Ident::new("AttrDef", span)), def_args, end)?;
            self.records[id]
                .lets
                .push((Ident::new("mnemonic", span), mnemonic));
            return Ok(());
        }
        if path.segments.len() == 1
            && let Some(b) = Builtin::from_name(&last)
        {
            let alias = crate::tablegen::prelude::alias(&last);
            let mut args = match alias {
                Some(a) => alias_args(a, args, span)?,
                None => args,
            };
            // The check ODS's class makes before the condition
            // (`IntElementsAttrBase`: a dense integer elements attribute):
            // `And<[Guard.predicate, condition]>`, as its `.predicate`.
            if let Some(guard) = alias.and_then(|a| a.guard)
                && let Some(cond) = args.first().cloned()
            {
                let guard = Value::Ext(std::rc::Rc::new(ExtVal {
                    path: Path::ident(Ident::new(guard, span)),
                    args: None,
                    span,
                    shown: None,
                }));
                let both = Value::List(vec![guard, cond].into(), span);
                args[0] = self.builtin_record(Builtin::And, vec![both], span)?;
            }
            // The storage class and constant builder a base class of
            // attribute constraints fixes in C++ (`StringBasedAttr`): the
            // runtime's storage type as the constraint's third argument, and
            // a `constBuilderCall` building with the library constraint's
            // (the record's own `let`s come later and override it).
            if let Some((storage, builder)) = alias.and_then(|a| a.base) {
                let storage = Ident::new(storage, span);
                args.push(Value::Ext(std::rc::Rc::new(ExtVal {
                    path: Path {
                        segments: vec![
                            Ident::new("drr", span),
                            Ident::new("ods", span),
                            Ident::new("storage", span),
                            storage,
                        ],
                        leading_colon: true,
                    },
                    args: None,
                    span,
                    shown: None,
                })));
                if let Some(lib) = builder {
                    let lib = Ident::new(lib, span);
                    let tokens = quote::quote_spanned! {span=>
                        |ctx: &mut ::drr::Context, value: <::drr::ods::lib::#lib as ::drr::ods::ConstantAttrBuilder>::Value| -> ::drr::Attribute {
                            <::drr::ods::lib::#lib as ::drr::ods::ConstantAttrBuilder>::build_constant(ctx, value)
                        }
                    };
                    self.records[id].lets.push((
                        Ident::new("constBuilderCall", span),
                        Value::Code(std::rc::Rc::new(super::super::value::CodeVal {
                            kind: super::super::ast::CodeKind::Closure,
                            tokens,
                            span,
                            bindings: Vec::new(),
                            joined: None,
                        })),
                    ));
                }
            }
            // `def T : FixedVectorOfLengthAndType<[2], [I16]>,
            // BuildableType<…>;` (NVGPU): a library type constraint with a
            // builder becomes `Type<FixedVectorOfLengthAndType<…>.predicate,
            // its summary>` with the builder, as ODS makes it.
            if b == Builtin::BuildableType
                && let Some(g) = self.records[id].as_generic().cloned()
                && g.path.as_ident().is_some_and(|n| {
                    let n = n.to_string();
                    crate::stdlib::lib_class(&n)
                        .map(|c| c.kind)
                        .or_else(|| crate::stdlib::lib_constraint(&n))
                        == Some(crate::stdlib::Kind::Type)
                })
                && let Ok(summary) =
                    self.library_summary(&g.path.last().to_string(), g.args.as_deref(), span)
            {
                let rec = &mut self.records[id];
                rec.generic = None;
                rec.builtins.push(BuiltinInst {
                    class: Builtin::TypeConstraint,
                    args: vec![Value::Ext(g.clone()), Value::Str(summary.into(), g.span)],
                    span: g.span,
                    end: g.span,
                });
            }
            let rec = &mut self.records[id];
            rec.classes.push(ClassKey::Builtin(b));
            match b {
                Builtin::BuildableType => match args.as_slice() {
                    [v] => rec.lets.push((Ident::new("builderCall", span), v.clone())),
                    _ => {
                        return err(
                            span,
                            "`BuildableType` takes the builder: `BuildableType<|ctx: &mut drr::Context| -> drr::Type { … }>`",
                        );
                    }
                },
                Builtin::Arguments | Builtin::Results => {
                    let field = if b == Builtin::Arguments {
                        "arguments"
                    } else {
                        "results"
                    };
                    match args.as_slice() {
                        [v] => rec.lets.push((Ident::new(field, span), v.clone())),
                        _ => {
                            return err(
                                span,
                                format!(
                                    "`{last}` takes one DAG: `{last}<({} …)>`",
                                    if b == Builtin::Arguments {
                                        "ins"
                                    } else {
                                        "outs"
                                    }
                                ),
                            );
                        }
                    }
                }
                _ => {}
            }
            rec.builtins.push(BuiltinInst {
                class: b,
                args,
                span,
                end,
            });
            return Ok(());
        }
        if is_library_generic(&last) {
            // `class C<…> : ShapedContainerType<…>`: the record stands for
            // the generic with these arguments (one such parent, and no
            // built-in class next to it).
            let rec = &mut self.records[id];
            if rec.generic.is_some() || !rec.builtins.is_empty() {
                return err(
                    span,
                    format!(
                        "`{last}` is a library constraint or ODS wrapper: a record deriving from it cannot derive from another class of its kind"
                    ),
                );
            }
            rec.generic = Some(Rc::new(ExtVal {
                path: path.clone(),
                args: Some(args),
                span,
                shown: None,
            }));
            return Ok(());
        }
        if let Some(f) = self.multiclass_as_class(path) {
            return Err(f);
        }
        Err(self.missing_class(path))
    }

    /// TableGen's "Already subclass of": `path`, an entry of a parent list
    /// (of a def, a class or a `defm`), names a class that record `id`
    /// already inherits through the entries before it (its classes from
    /// index `start` on). A class reached twice through different parents
    /// (a diamond) is fine, as in TableGen.
    pub(super) fn check_inherited_once(&self, id: RecId, path: &Path, start: usize) -> EResult<()> {
        let last = path.last().to_string();
        match self.class(&last) {
            Some(c)
                if (path.segments.len() > 1 || path.as_ident().is_some())
                    && self.records[id].classes[start..].contains(&ClassKey::User(c)) =>
            {
                err(
                    path.span(),
                    format!(
                        "the record already inherits `{last}` through an earlier parent (TableGen: \"Already subclass of '{last}'!\"): name a class once in a parent list"
                    ),
                )
            }
            _ => Ok(()),
        }
    }

    pub(super) fn instantiate_user(
        &mut self,
        id: RecId,
        c: usize,
        args: Vec<Value>,
        span: Span,
        end: Span,
    ) -> EResult<()> {
        if self.depth >= MAX_INSTANTIATION_DEPTH {
            return err(
                span,
                format!(
                    "class instantiations nested more than {MAX_INSTANTIATION_DEPTH} levels deep (a class that instantiates itself?)"
                ),
            );
        }
        let class_name = self.classes[c].name.to_string();
        let params = self.classes[c].params.clone();
        check_arg_count(&format!("`{class_name}`"), &params, &args)?;
        // Bind the parameters (defaults see the earlier ones).
        let saved_frames = std::mem::take(&mut self.frames);
        let saved_bits = std::mem::take(&mut self.bits_params);
        let saved_current = self.current.replace(id);
        let saved_level = std::mem::replace(&mut self.def_level, false);
        self.frames.push(Vec::new());
        self.depth += 1;
        let r = (|| -> EResult<()> {
            self.bind_args(&class_name, &format!("`{class_name}`"), &params, &args, end)?;
            self.bits_params = params
                .iter()
                .filter_map(|p| match p.ty {
                    TypeExpr::Bits(n) => Some((p.name.to_string(), n)),
                    _ => None,
                })
                .collect();
            self.records[id].classes.push(ClassKey::User(c));
            let start = self.records[id].classes.len();
            let parents = self.classes[c].parents.clone();
            for p in &parents {
                self.check_inherited_once(id, &p.path, start)?;
                let pargs = self.class_args(&p.path, &p.args)?;
                self.instantiate(id, &p.path, pargs, p.end)?;
            }
            let lets = self.classes[c].outer_lets.clone();
            for (n, v) in lets {
                self.set_field(id, &n, v)?;
            }
            let body = self.classes[c].body.clone();
            self.body(id, &body)
        })();
        self.def_level = saved_level;
        self.depth -= 1;
        self.frames = saved_frames;
        self.bits_params = saved_bits;
        self.current = saved_current;
        r
    }

    /// Binds `params` (of `name`, called `owner` in messages: `` `C` `` or
    /// ``multiclass `M` ``) to `args` in the innermost frame, in order: a
    /// missing argument takes its default, which sees the parameters
    /// before it; none is an error at `end`.
    pub(super) fn bind_args(
        &mut self,
        name: &str,
        owner: &str,
        params: &[Param],
        args: &[Value],
        end: Span,
    ) -> EResult<()> {
        for (i, p) in params.iter().enumerate() {
            let v = match args.get(i) {
                Some(v) => self.check_arg(name, p, v.clone())?,
                None => match &p.default {
                    // TableGen takes a default only if it is complete: `?`,
                    // or a list or bits holding one, leaves the argument
                    // unspecified.
                    Some(d) => match self.expr(d)? {
                        v if mentions_param(d, params) && !holds_unset(d) => v,
                        v if !mentions_param(d, params) && is_complete(&v) => v,
                        _ => {
                            return err(
                                end,
                                format!(
                                    "missing template argument `{} {}` of {owner}{UNSET_DEFAULT}",
                                    p.ty.display(),
                                    p.name
                                ),
                            );
                        }
                    },
                    None => {
                        return err(
                            end,
                            format!(
                                "missing template argument `{} {}` of {owner}",
                                p.ty.display(),
                                p.name
                            ),
                        );
                    }
                },
            };
            if let Some(f) = self.frames.last_mut() {
                f.push(Binding {
                    name: p.name.clone(),
                    value: v,
                });
            }
        }
        Ok(())
    }

    /// Checks template argument `v` against parameter `p` of `class`.
    pub(super) fn check_arg(&self, class: &str, p: &Param, v: Value) -> EResult<Value> {
        // A record of another block being fetched: checked once fetched.
        if self.is_placeholder(&v) {
            return Ok(v);
        }
        let bad = |what: &str, found: &Value, at: &[usize]| -> EResult<Value> {
            // An element of a list argument is reported at the element,
            // with its index (mlir-tblgen: "Incompatible types in list
            // elements" at the list's end).
            let part = match at {
                [] => String::new(),
                [i] => format!("element {i} of "),
                _ => format!(
                    "element {} of ",
                    at.iter().map(|i| format!("[{i}]")).collect::<String>()
                ),
            };
            err(
                found.span(),
                format!(
                    "expected {what} for {part}template argument `{} {}` of `{class}`, found {}",
                    p.ty.display(),
                    p.name,
                    self.describe_value(found)
                ),
            )
        };
        self.check_type(&p.ty, v.clone(), &bad, &mut Vec::new())
    }

    /// Checks `v` against `ty`; a mismatch is reported by `bad(expected,
    /// found, at)`, `found` being `v` or the element of it at the list
    /// indices `at`.
    pub(super) fn check_type(
        &self,
        ty: &TypeExpr,
        v: Value,
        bad: &BadArg<'_>,
        at: &mut Vec<usize>,
    ) -> EResult<Value> {
        if v.is_unset() {
            return Ok(v);
        }
        match ty {
            TypeExpr::Int | TypeExpr::Bits(_) => match v {
                Value::Int(..) => Ok(v),
                // Bits with unset ones (see `eval/bits.rs`).
                Value::List(ref items, _)
                    if matches!(ty, TypeExpr::Bits(_))
                        && items.iter().all(|b| {
                            matches!(b, Value::Bit(..) | Value::Unset(_) | Value::BitRef(..))
                        }) =>
                {
                    Ok(v)
                }
                Value::Bit(b, s) => Ok(Value::Int(b as i128, s)),
                _ => bad("an `int`", &v, at),
            },
            TypeExpr::Bit => match v {
                Value::Bit(..) => Ok(v),
                Value::Int(i, s) if i == 0 || i == 1 => Ok(Value::Bit(i == 1, s)),
                _ => bad("a `bit` (`0`, `1`, `true` or `false`)", &v, at),
            },
            TypeExpr::String => match v {
                Value::Str(..) => Ok(v),
                _ => bad("a string", &v, at),
            },
            TypeExpr::Code => match v {
                Value::Code(_) | Value::Str(..) | Value::Ext(_) => Ok(v),
                _ => bad("Rust code (a closure or a path)", &v, at),
            },
            // A record of the block is not a DAG (mlir-tblgen-22: "Value
            // specified for template argument 'M::a' is of type Item;
            // expected type dag", "Field 'd' of type 'dag' is incompatible
            // with value 'Z'"): declare the parameter with the record's
            // class (`Op ActFnOp`). A name of another block is not checked.
            TypeExpr::Dag => match v {
                Value::Dag(_) | Value::Ext(_) => Ok(v),
                _ => bad("a DAG", &v, at),
            },
            TypeExpr::List(inner) => match &v {
                Value::List(items, span) => {
                    let mut out = Vec::with_capacity(items.len());
                    for (i, it) in items.iter().enumerate() {
                        at.push(i);
                        let r = self.check_type(inner, it.clone(), bad, at);
                        at.pop();
                        out.push(r?);
                    }
                    Ok(Value::List(out.into(), *span))
                }
                _ => bad(&format!("a list (`{}`)", ty.display()), &v, at),
            },
            TypeExpr::Class(c) if self.type_aliases.contains_key(c.as_str()) => {
                let t = self.type_aliases[c.as_str()].clone();
                self.check_type(&t, v, bad, at)
            }
            TypeExpr::Class(c) => match &v {
                // A record whose definition failed (its class's error is
                // reported: iree-llvm-sandbox's `def …StructOfNumerics :
                // Iterators_LLVMStructOf<…>` over `MixedContainerType`)
                // has lost its parents: no follow-on error at its uses.
                Value::Rec(r, _) => {
                    if self.records[*r].invalid || self.rec_isa(*r, c) || !self.is_known_class(c) {
                        Ok(v)
                    } else {
                        bad(&format!("a record of class `{c}`"), &v, at)
                    }
                }
                Value::Ext(e) if !self.ext_may_be(e, c) => {
                    bad(&format!("a record of class `{c}`"), &v, at)
                }
                Value::Ext(_) | Value::Code(_) => Ok(v),
                _ => bad(&format!("a record of class `{c}`"), &v, at),
            },
        }
    }

    /// False when the name `e` is one of ODS's library constraints
    /// (`I32Attr`, `F32`: records of `AttrConstraint` / `TypeConstraint`)
    /// and class `c` is known not to be one of their classes (`Op`, a
    /// type class for an attribute constraint, …). Other names (records of
    /// other blocks, library generics) are left to rustc.
    fn ext_may_be(&self, e: &ExtVal, c: &str) -> bool {
        let (Some(name), None) = (e.path.as_ident(), &e.args) else {
            return true;
        };
        // ODS's property records (`I64Prop`, `StringProp`, …: `Property`
        // records, which drr models as constraints on their attribute
        // forms) fit a `Property` parameter (MLIR's test dialect:
        // `class NonEmptyArray<Property p>` instantiated with `I64Prop`).
        if crate::stdlib::is_lib_property(&name.to_string())
            && let Some(roots) = self.builtin_roots(c, 0)
        {
            return roots
                .iter()
                .any(|r| matches!(r.name(), "Property" | "PropConstraint" | "Constraint"));
        }
        let kind = match crate::stdlib::lib_constraint(&name.to_string()) {
            Some(crate::stdlib::Kind::Type) => Builtin::TypeConstraint,
            Some(crate::stdlib::Kind::Attr) => Builtin::AttrConstraint,
            _ => return true,
        };
        match self.builtin_roots(c, 0) {
            Some(roots) => roots.iter().any(|r| kind.isa(r.name())),
            None => true,
        }
    }

    /// The built-in classes class `c` derives from (itself if built in),
    /// or `None` if some ancestor is not known here (a library class, a
    /// class of another block).
    fn builtin_roots(&self, c: &str, depth: usize) -> Option<Vec<Builtin>> {
        if let Some(b) = Builtin::from_name(c) {
            return Some(vec![b]);
        }
        let i = self.class(c)?;
        if depth > MAX_INSTANTIATION_DEPTH || self.classes[i].parents.is_empty() {
            return None;
        }
        let mut out = Vec::new();
        for p in &self.classes[i].parents {
            let name = p.path.last().to_string();
            out.extend(self.builtin_roots(&name, depth + 1)?);
        }
        Some(out)
    }

    /// A description of `v` for messages: a record by name with its
    /// classes (`the record \`X\` (classes \`A\`, \`B\`)`), a library
    /// constraint by kind and name, else its sort.
    pub(crate) fn describe_value(&self, v: &Value) -> String {
        let Value::Rec(r, _) = v else {
            return describe_found(v);
        };
        let rec = &self.records[*r];
        let mut classes: Vec<String> = rec
            .classes
            .iter()
            .map(|k| match k {
                ClassKey::User(i) => format!("`{}`", self.classes[*i].name),
                ClassKey::Builtin(b) => format!("`{}`", b.name()),
            })
            .collect();
        if let Some(g) = &rec.generic {
            classes.push(format!("`{}`", g.path.last()));
        }
        let name = rec.name.as_ref().map_or_else(
            || "an anonymous record".to_string(),
            |n| format!("the record `{n}`"),
        );
        if classes.is_empty() {
            name
        } else {
            format!("{name} (classes {})", classes.join(", "))
        }
    }

    pub(crate) fn is_known_class(&self, c: &str) -> bool {
        self.class(c).is_some() || Builtin::from_name(c).is_some() || c == "Pred"
    }

    /// True if record `r` derives from the class named `c`: one of its
    /// classes, a built-in class it stands for, or the library generic it
    /// derives from (ROCDL's `def ROCDL_V2I32Type : ROCDL_ConcreteVector<I32,
    /// 2>`, a `FixedVectorOfLengthAndType<…>` with a `BuildableType`, is a
    /// `TypeConstraint`).
    pub fn rec_isa(&self, r: RecId, c: &str) -> bool {
        let rec = &self.records[r];
        rec.classes.iter().any(|k| match k {
            ClassKey::User(i) => self.classes[*i].name == c,
            ClassKey::Builtin(b) => b.isa(c),
        }) || rec.builtins.iter().any(|b| b.class.isa(c))
            || rec.generic.as_ref().is_some_and(|g| generic_isa(g, c))
    }
}

/// True if the library generic `g` (`FixedVectorOfLengthAndType<…>`)
/// derives from the class named `c`: itself, or the constraint classes
/// of its kind (`TypeConstraint`, `Type`, `Constraint` for a type class).
fn generic_isa(g: &ExtVal, c: &str) -> bool {
    let name = g.path.last().to_string();
    if name == c {
        return true;
    }
    match crate::stdlib::lib_class(&name).map(|k| k.kind) {
        Some(crate::stdlib::Kind::Type) => matches!(c, "TypeConstraint" | "Type" | "Constraint"),
        Some(crate::stdlib::Kind::Attr) => matches!(c, "AttrConstraint" | "Attr" | "Constraint"),
        None => false,
    }
}

/// `class Name;`: no template parameters, parents or body.
fn is_declaration(
    params: &[Param],
    parents: &[ParentRef],
    body: &[BodyItem],
    tokens: &TokenStream,
) -> bool {
    params.is_empty()
        && parents.is_empty()
        && body.is_empty()
        && matches!(tokens.clone().into_iter().last(), Some(TokenTree::Punct(p)) if p.as_char() == ';')
}

/// Reports a value that does not fit a type: `(expected, found, at)`,
/// `found` being the value checked or its element at the list indices
/// `at`.
pub(super) type BadArg<'a> = dyn Fn(&str, &Value, &[usize]) -> EResult<Value> + 'a;

/// How a template argument that does not fit is described: a library
/// constraint by its kind and name, anything else by its sort.
fn describe_found(v: &Value) -> String {
    if let Value::Ext(e) = v
        && e.args.is_none()
        && let Some(name) = e.path.as_ident()
    {
        match crate::stdlib::lib_constraint(&name.to_string()) {
            Some(crate::stdlib::Kind::Type) => return format!("the type constraint `{name}`"),
            Some(crate::stdlib::Kind::Attr) => {
                return format!("the attribute constraint `{name}`");
            }
            _ => {}
        }
    }
    v.describe().to_string()
}

/// The end of the message for a missing template argument whose default
/// is or holds `?`.
const UNSET_DEFAULT: &str = ": its default is or holds `?`, which leaves it unset";

/// Whether `e` is a literal (`?`, a number, string or boolean, or a list or
/// bits of literals): its value depends on no template parameter, so it
/// can be checked where it is written.
fn is_literal(e: &Expr) -> bool {
    match e {
        Expr::Unset(_) | Expr::Int(..) | Expr::Float(..) | Expr::Str(..) | Expr::Bool(..) => true,
        Expr::List(items, _) => !items.is_empty() && items.iter().all(is_literal),
        Expr::Bits(b) => matches!(&**b, BitsExpr::Init(parts, _) if parts.iter().all(is_literal)),
        _ => false,
    }
}

/// Whether `ty` is `bit`, `bits<n>` or a list of them.
fn is_bit_type(ty: &TypeExpr) -> bool {
    match ty {
        TypeExpr::Bit | TypeExpr::Bits(_) => true,
        TypeExpr::List(t) => is_bit_type(t),
        _ => false,
    }
}

/// Whether `e` names one of `params`.
fn mentions_param(e: &Expr, params: &[Param]) -> bool {
    any_subexpr(
        e,
        |x| matches!(x, Expr::Name(p) if p.as_ident().is_some_and(|id| params.iter().any(|q| q.name == *id))),
    )
}

/// Whether `e` makes an anonymous record (`C<…>`).
fn contains_instance(e: &Expr) -> bool {
    any_subexpr(e, |x| matches!(x, Expr::Instance(..)))
}

/// Whether `pred` holds for `e` or an expression within it.
fn any_subexpr(e: &Expr, pred: impl Fn(&Expr) -> bool) -> bool {
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        if pred(x) {
            return true;
        }
        x.push_children(&mut stack);
    }
    false
}

/// Whether an unresolved default holds a `?` that leaves it incomplete in
/// TableGen: itself, or within a list, bits or an operator's operands
/// (`[a, ?]`, `!if(a, ?, 1)`; `!if` with a literal condition only in the
/// branch it takes), but not within a DAG or the arguments of an
/// anonymous instance, which are values of their own.
fn holds_unset(e: &Expr) -> bool {
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        match x {
            Expr::Unset(_) | Expr::UnsetList(..) => return true,
            Expr::Dag(_) | Expr::Instance(..) => {}
            Expr::Bang(b) if b.name == "if" && b.args.len() == 3 => match &b.args[0] {
                Expr::Int(i, _) => stack.push(&b.args[if *i != 0 { 1 } else { 2 }]),
                Expr::Bool(t, _) => stack.push(&b.args[if *t { 1 } else { 2 }]),
                _ => stack.extend(&b.args),
            },
            _ => x.push_children(&mut stack),
        }
    }
    false
}

/// Whether `v` is complete as TableGen's `Init::isComplete` sees it: not
/// `?`, and no `?` among the elements of a list or the bits of a `bits`.
fn is_complete(v: &Value) -> bool {
    match v {
        Value::Unset(_) => false,
        Value::List(items, _) => items.iter().all(is_complete),
        _ => true,
    }
}

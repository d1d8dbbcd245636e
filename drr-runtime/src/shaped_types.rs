//! Dialect types that implement MLIR's `ShapedTypeInterface` (XeGPU's
//! `!xegpu.tensor_desc<8x16xf16, …>`, AMX's `!amx.tile<16x16xbf16>`,
//! EmitC's `!emitc.array<4x8xi32>`): the runtime keeps dialect types as
//! their text ([`TypeData::Opaque`]), so it reads their element type from
//! the text when the type is created, where MLIR's parser creates it while
//! reading the type's parameters.
//!
//! A registered kind (`!ns.mnemonic`, see
//! [`Context::register_shaped_dialect_type`]) is read in the form MLIR's
//! shaped types print their first parameters: a dimension list then the
//! element type (`8x16xf16`, `?x4xvector<2xf32>`, or the element type
//! alone for rank 0), up to the first `,` or `>` at the outer level.
//! Invariant: the table maps a type to its element type only if the type
//! is of a registered kind and its text has that form; the element type is
//! a type of the same context.
//!
//! A kind whose `TypeDef` declares its shape as its first parameter, an
//! `ArrayRefParameter<"int64_t">` followed by the element type (numba's
//! `!ntensor.ntensor<?x4xf32>`, XeGPU's `tensor_desc`, AMX's `tile`; see
//! [`Context::register_shaped_dialect_shape`]), also has that dimension
//! list as its shape (`?` is [`DYNAMIC`](crate::types::DYNAMIC)), which
//! MLIR's `ShapedType::getShape` returns: the traits comparing shapes,
//! ranks and element counts (`SameOperandsShape`, `AllShapesMatch`, …)
//! read it through [`Context::shaped_dialect_shape`]. The shape of a
//! kind declaring none is not known (such traits then see no shaped
//! type, as for any dialect type).
//!
//! A kind may also carry the type constraint of its `elementType`
//! parameter (AMX's `AnyTypeOf<[F32, F16, BF16, I32, I8]>:$elementType`):
//! mlir-tblgen-22 generates `verifyInvariants` checking a `TypeDef`
//! parameter that is a type constraint, which MLIR's parser runs when it
//! creates the type (`failed to verify 'elementType': …`); the parser here
//! checks it where it creates a type of that kind
//! ([`Context::shaped_element_violation`]).

use std::borrow::Cow;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::context::Context;
use crate::types::{Type, TypeData};

/// The registered kinds and the element types read so far.
#[derive(Clone, Default)]
pub(crate) struct ShapedDialectTypes {
    /// `!ns.mnemonic` of each registered kind.
    kinds: FxHashSet<Box<str>>,
    /// The registered kinds whose dimension list is their shape.
    shape_kinds: FxHashSet<Box<str>>,
    /// Element type (and shape, for a kind of `shape_kinds`) of each type
    /// of a registered kind read so far.
    elements: FxHashMap<Type, ShapedParts>,
    /// The constraint on the element type parameter of a kind, if its
    /// `TypeDef` declares one.
    element_constraints: FxHashMap<Box<str>, ElementConstraint>,
}

/// What the text of a shaped dialect type gives.
#[derive(Clone)]
struct ShapedParts {
    element: Type,
    /// The dimensions, if the kind declares its shape.
    shape: Option<Box<[i64]>>,
}

/// The type constraint a `TypeDef` puts on its element type parameter.
#[derive(Clone, Copy)]
struct ElementConstraint {
    /// The parameter's name, as the message names it.
    param: &'static str,
    /// The constraint's check.
    matches: fn(&Context, Type) -> bool,
    /// The constraint's summary.
    summary: fn() -> Cow<'static, str>,
}

impl ShapedDialectTypes {
    /// True if no kind is registered (the common case: nothing to read).
    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The registered kinds alone, for a context with a uniquer of its own
    /// (`Context::fork_registrations`): its types note their elements as
    /// it creates them.
    pub(crate) fn kinds_only(&self) -> Self {
        ShapedDialectTypes {
            kinds: self.kinds.clone(),
            shape_kinds: self.shape_kinds.clone(),
            elements: FxHashMap::default(),
            element_constraints: self.element_constraints.clone(),
        }
    }
}

impl Context {
    /// Declares that the dialect types `!ns.mnemonic<…>` (`kind` is
    /// `"!ns.mnemonic"`) implement MLIR's `ShapedTypeInterface`, with a
    /// dimension list and the element type as their first parameter (see
    /// the module docs): from now on such types get an element type when
    /// they are created, which `getElementTypeOrSelf` (the traits
    /// `AllElementTypesMatch`, `SameOperandsAndResultElementType`, …) and
    /// [`Context::shaped_element_type`] return. `ods!` registers the
    /// `TypeDef`s whose traits list `ShapedTypeInterface`.
    pub fn register_shaped_dialect_type(&mut self, kind: &str) {
        self.shaped.kinds.insert(kind.into());
    }

    /// Declares that the dialect types `kind` implement MLIR's
    /// `ShapedTypeInterface` with their shape as their first parameter (an
    /// `ArrayRefParameter<"int64_t">`, then the element type): as
    /// [`Context::register_shaped_dialect_type`], and the dimension list
    /// is the type's shape, which [`Context::shaped_dialect_shape`]
    /// returns. `ods!` registers the `ShapedTypeInterface` `TypeDef`s whose
    /// parameters start so.
    pub fn register_shaped_dialect_shape(&mut self, kind: &str) {
        self.shaped.kinds.insert(kind.into());
        self.shaped.shape_kinds.insert(kind.into());
    }

    /// Declares that the element type parameter `param` of the shaped
    /// dialect types `kind` (registered with
    /// [`Context::register_shaped_dialect_type`]) must satisfy a type
    /// constraint (`matches`, summarized by `summary`): the parser rejects
    /// a type of that kind whose element type does not, with MLIR's
    /// `failed to verify 'param': summary`. `ods!` registers the
    /// constraint of a `ShapedTypeInterface` `TypeDef`'s `elementType`
    /// parameter.
    pub fn register_shaped_element_constraint(
        &mut self,
        kind: &str,
        param: &'static str,
        matches: fn(&Context, Type) -> bool,
        summary: fn() -> Cow<'static, str>,
    ) {
        self.shaped.element_constraints.insert(
            kind.into(),
            ElementConstraint {
                param,
                matches,
                summary,
            },
        );
    }

    /// The message of MLIR's `verifyInvariants` if `ty`'s element type
    /// breaks the constraint registered for its kind
    /// ([`Context::register_shaped_element_constraint`]); `None` if it
    /// holds, or the kind has none, or the element type is not known.
    pub fn shaped_element_violation(&self, ty: Type) -> Option<String> {
        if self.shaped.element_constraints.is_empty() {
            return None;
        }
        let element = self.shaped_element_type(ty)?;
        let TypeData::Opaque(text) = self.type_data(ty) else {
            return None;
        };
        let kind = &text[..text.find('<')?];
        let c = self.shaped.element_constraints.get(kind)?;
        (!(c.matches)(self, element))
            .then(|| format!("failed to verify '{}': {}", c.param, (c.summary)()))
    }

    /// The element type of a dialect type of a kind registered with
    /// [`Context::register_shaped_dialect_type`], if its text has one.
    pub fn shaped_element_type(&self, ty: Type) -> Option<Type> {
        self.shaped.elements.get(&ty).map(|p| p.element)
    }

    /// The shape (`ShapedType::getShape`, dynamic sizes as
    /// [`DYNAMIC`](crate::types::DYNAMIC)) of a dialect type of a kind
    /// registered with [`Context::register_shaped_dialect_shape`], if its
    /// text has one; `&[]` for rank 0.
    pub fn shaped_dialect_shape(&self, ty: Type) -> Option<&[i64]> {
        self.shaped.elements.get(&ty)?.shape.as_deref()
    }

    /// Reads the element type of `ty` if it is of a registered kind (the
    /// context just created it).
    pub(crate) fn note_shaped_type(&mut self, ty: Type) {
        if self.shaped.elements.contains_key(&ty) {
            return;
        }
        let TypeData::Opaque(text) = self.type_data(ty) else {
            return;
        };
        let Some(open) = text.find('<') else { return };
        let kind = &text[..open];
        if !self.shaped.kinds.contains(kind) {
            return;
        }
        let with_shape = self.shaped.shape_kinds.contains(kind);
        let Some((dims, element)) = split_shaped(&text[open + 1..]) else {
            return;
        };
        let element = element.to_string();
        if let Ok(e) = crate::text::parse_type(self, &element) {
            let parts = ShapedParts {
                element: e,
                shape: with_shape.then(|| dims.into_boxed_slice()),
            };
            self.shaped.elements.insert(ty, parts);
        }
    }
}

/// The dimensions (`?` as [`DYNAMIC`](crate::types::DYNAMIC)) and the
/// element type's text in `params` (the text after `<`): the first
/// parameter split into its leading `N x` / `? x` dimensions and the rest.
fn split_shaped(params: &str) -> Option<(Vec<i64>, &str)> {
    let mut depth = 0usize;
    let mut end = params.len();
    let mut in_str = false;
    let mut prev = ' ';
    for (i, c) in params.char_indices() {
        if in_str {
            if c == '"' && prev != '\\' {
                in_str = false;
            }
            prev = c;
            continue;
        }
        match c {
            '"' => in_str = true,
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' if depth == 0 => {
                end = i;
                break;
            }
            '>' | ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                end = i;
                break;
            }
            _ => {}
        }
        prev = c;
    }
    let mut rest = params[..end].trim();
    let mut dims = Vec::new();
    // `8x16xf16`: each dimension is digits or `?` followed by `x`.
    loop {
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let dim = if digits > 0 {
            digits
        } else if rest.starts_with('?') {
            1
        } else {
            break;
        };
        // A size past `i64` is no size MLIR's parser takes.
        dims.push(if digits > 0 {
            rest[..digits].parse().ok()?
        } else {
            crate::types::DYNAMIC
        });
        match rest[dim..].strip_prefix('x') {
            Some(r) => rest = r.trim_start(),
            None => return None,
        }
    }
    (!rest.is_empty()).then_some((dims, rest))
}

#[cfg(test)]
mod tests {
    use super::split_shaped;
    use crate::types::DYNAMIC;

    #[test]
    fn dimensions_and_element_text() {
        assert_eq!(
            split_shaped("8x16xf16, #x.a<1, 2>>"),
            Some((vec![8, 16], "f16"))
        );
        assert_eq!(
            split_shaped("?x4xvector<2x3xf32>>"),
            Some((vec![DYNAMIC, 4], "vector<2x3xf32>"))
        );
        assert_eq!(split_shaped("f32>"), Some((vec![], "f32")));
        assert_eq!(split_shaped("8x>"), None);
        assert_eq!(split_shaped("8>"), None);
        assert_eq!(split_shaped("99999999999999999999xf32>"), None);
    }
}

//! The C++ type transformers of `TypesMatchWith` that drr reads: C++
//! expressions of `$_self` (the left-hand value's type) that MLIR's own and
//! real dialects write, each mapped to the runtime function that computes
//! the same type. Anything else is C++ the user rewrites in Rust.
//!
//! Read (blanks ignored; `$_self` cast to a class `C` written
//! `::llvm::cast<C>($_self)`, `llvm::cast<C>`, `cast<C>`, `::mlir::cast<C>`,
//! `mlir::cast<C>` or the member form of older files,
//! `$_self.cast<C>()`):
//!
//! - `$_self`: the type itself;
//! - `getElementTypeOrSelf($_self)` (also `::mlir::`-qualified);
//! - `<cast to a shaped class>.getElementType()`: the element type, where
//!   the class is one of MLIR's shaped types (`ShapedType`, `TensorType`,
//!   `MemRefType`, …) or the C++ class of a `TypeDef` of the block that
//!   implements `ShapedTypeInterface` (numba's `NTensorType`: the context
//!   knows such a type's element type);
//! - `<cast to ComplexType>.getElementType()`: a complex type's element;
//! - `SmallVector<Type, 2>(X.getNumElements(), X.getElementType())` for a
//!   shaped cast `X` (`tensor.from_elements`, numba's `from_elements`): the
//!   element type once per element;
//! - `<cast to a builtin shaped class>.clone(T)` and `getI1SameShape($_self)`:
//!   the same shaped type with element type `T`, for the `T`s
//!   `IntegerType::get($_self.getContext(), N)`, `IndexType::get(…)` and the
//!   builder-free float spellings `Float32Type::get(…)` / `Float64Type`
//!   / `Float16Type` (`i1` for `getI1SameShape`).
//!
//! Invariant: a spelling maps to a transformer only when MLIR computes the
//! same type for every type the cast accepts; C++ asserts on a failed
//! `cast`, which the operand's own constraint rules out first.

use std::collections::HashSet;

use proc_macro2::TokenStream;
use quote::quote;

/// What a transformer's class cast reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum CastClass {
    /// One of MLIR's shaped type classes.
    BuiltinShaped,
    /// A `ShapedTypeInterface` `TypeDef` of the block.
    DialectShaped,
    /// `ComplexType`.
    Complex,
}

/// The transformer (a path to a `TypeTransform`/`TypeRangeTransform` or a
/// closure) for the C++ text `text`, or `None` if drr does not read it.
/// `shaped_classes` are the C++ classes of the block's shaped `TypeDef`s.
pub(super) fn read(text: &str, shaped_classes: &HashSet<String>) -> Option<TokenStream> {
    let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let t = t.as_str();
    match t {
        "$_self" => return Some(quote!(::drr::ods::same_type)),
        "getElementTypeOrSelf($_self)"
        | "::mlir::getElementTypeOrSelf($_self)"
        | "mlir::getElementTypeOrSelf($_self)" => {
            return Some(quote!(::drr::ods::element_type_transform));
        }
        // `::getI1SameShape` is the file-local copy Arith's and Math's
        // `.cpp` files define (ArithOps.td's `cmpf`/`cmpi`, MathOps.td's
        // classification ops); it is MLIR's `getI1SameShape`.
        "getI1SameShape($_self)"
        | "::getI1SameShape($_self)"
        | "mlir::getI1SameShape($_self)"
        | "::mlir::getI1SameShape($_self)" => {
            return Some(clone_with(quote!(cx.int_type(1)?)));
        }
        _ => {}
    }
    if let Some(cast) = t.strip_suffix(".getElementType()") {
        return match cast_of_self(cast, shaped_classes)? {
            CastClass::BuiltinShaped | CastClass::DialectShaped => {
                Some(quote!(::drr::ods::element_type_transform))
            }
            CastClass::Complex => Some(quote!(::drr::ods::complex_element_type_transform)),
        };
    }
    if let Some(args) = strip_call(
        t,
        &[
            "::llvm::SmallVector<::mlir::Type,2>",
            "llvm::SmallVector<::mlir::Type,2>",
            "::llvm::SmallVector<mlir::Type,2>",
            "SmallVector<::mlir::Type,2>",
            "SmallVector<mlir::Type,2>",
            "SmallVector<Type,2>",
            "::llvm::SmallVector<Type,2>",
            "llvm::SmallVector<Type,2>",
        ],
    ) {
        let (count, element) = split_args(args)?;
        let x = count.strip_suffix(".getNumElements()")?;
        let y = element.strip_suffix(".getElementType()")?;
        let class = cast_of_self(x, shaped_classes)?;
        return (x == y && class != CastClass::Complex)
            .then(|| quote!(::drr::ods::shaped_elements_transform));
    }
    if let Some((cast, arg)) = t.strip_suffix(')').and_then(|u| u.split_once(".clone(")) {
        // `TypeCx::with_element_type` rebuilds MLIR's shaped types only.
        if cast_of_self(cast, shaped_classes)? != CastClass::BuiltinShaped {
            return None;
        }
        return Some(clone_with(element_type(arg)?));
    }
    None
}

/// The class `$_self` is cast to in `cast`, if `cast` is a cast of `$_self`
/// to a class drr knows.
fn cast_of_self(cast: &str, shaped_classes: &HashSet<String>) -> Option<CastClass> {
    let class = if let Some(rest) = cast.strip_prefix("$_self.cast<") {
        rest.strip_suffix(">()")?
    } else {
        let rest = [
            "::llvm::cast<",
            "llvm::cast<",
            "::mlir::cast<",
            "mlir::cast<",
            "cast<",
        ]
        .iter()
        .find_map(|p| cast.strip_prefix(p))?;
        rest.strip_suffix(">($_self)")?
    };
    let builtin = class.trim_start_matches("::").trim_start_matches("mlir::");
    match builtin {
        "ShapedType" | "TensorType" | "RankedTensorType" | "MemRefType" | "BaseMemRefType"
        | "VectorType" => return Some(CastClass::BuiltinShaped),
        "ComplexType" => return Some(CastClass::Complex),
        _ => {}
    }
    let last = class.rsplit("::").next().unwrap_or(class);
    shaped_classes
        .contains(last)
        .then_some(CastClass::DialectShaped)
}

/// The argument of `f(arg)` for one of the callees `fs`, if `v` is all of
/// such a call.
fn strip_call<'a>(v: &'a str, fs: &[&str]) -> Option<&'a str> {
    fs.iter()
        .find_map(|f| v.strip_prefix(f)?.strip_prefix('(')?.strip_suffix(')'))
}

/// `a,b` split at its one top-level comma.
fn split_args(args: &str) -> Option<(&str, &str)> {
    let mut depth = 0i32;
    let mut at = None;
    for (i, c) in args.char_indices() {
        match c {
            '(' | '<' => depth += 1,
            ')' | '>' => depth -= 1,
            ',' if depth == 0 => {
                if at.is_some() {
                    return None;
                }
                at = Some(i);
            }
            _ => {}
        }
    }
    let i = at?;
    Some((&args[..i], &args[i + 1..]))
}

/// The Rust expression (over `cx: &mut TypeCx`, in a fn returning
/// `Option`) making the element type the C++ expression `arg` makes.
fn element_type(arg: &str) -> Option<TokenStream> {
    let ctx_arg = |callee: &str| {
        let rest = ["::mlir::", "mlir::", ""]
            .iter()
            .find_map(|p| arg.strip_prefix(&format!("{p}{callee}::get(")))?;
        let rest = rest.strip_suffix(')')?;
        Some(rest.to_string())
    };
    if let Some(args) = ctx_arg("IntegerType") {
        let width = args.strip_prefix("$_self.getContext(),")?;
        let width: u32 = width
            .parse()
            .ok()
            .filter(|w| (1..=16_777_215).contains(w))?;
        return Some(quote!(cx.int_type(#width)?));
    }
    for (class, kind) in [
        ("Float16Type", quote!(F16)),
        ("Float32Type", quote!(F32)),
        ("Float64Type", quote!(F64)),
    ] {
        if ctx_arg(class).as_deref() == Some("$_self.getContext()") {
            return Some(quote!(cx.float_type(::drr::FloatKind::#kind)?));
        }
    }
    if ctx_arg("IndexType").as_deref() == Some("$_self.getContext()") {
        return Some(quote!(cx.index_type()?));
    }
    None
}

/// A transformer giving `$_self` with the element type `element` makes.
fn clone_with(element: TokenStream) -> TokenStream {
    quote! {
        |cx: &mut ::drr::ods::TypeCx<'_>, ty: ::drr::Type| -> ::core::option::Option<::drr::Type> {
            let element = #element;
            cx.with_element_type(ty, element)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_str(t: &str) -> Option<String> {
        let classes: HashSet<String> = ["NTensorType".to_string()].into();
        read(t, &classes).map(|t| t.to_string().replace(' ', ""))
    }

    #[test]
    fn element_type_spellings() {
        let elem = Some("::drr::ods::element_type_transform".to_string());
        assert_eq!(
            read_str("$_self.cast<NTensorType>().getElementType()"),
            elem
        );
        assert_eq!(
            read_str("::llvm::cast<::numba::ntensor::NTensorType>($_self).getElementType()"),
            elem
        );
        assert_eq!(
            read_str("mlir::cast<ShapedType>($_self).getElementType()"),
            elem
        );
        assert_eq!(read_str("getElementTypeOrSelf( $_self )"), elem);
        // A class that is not a shaped type of the block.
        assert_eq!(read_str("$_self.cast<SliceType>().getElementType()"), None);
        assert_eq!(
            read_str("$_self.cast<ComplexType>().getElementType()"),
            Some("::drr::ods::complex_element_type_transform".into())
        );
    }

    #[test]
    fn per_element_spellings() {
        let per = Some("::drr::ods::shaped_elements_transform".to_string());
        assert_eq!(
            read_str(
                "::llvm::SmallVector<::mlir::Type, 2>($_self.cast<::mlir::ShapedType>().getNumElements(), $_self.cast<::mlir::ShapedType>().getElementType())"
            ),
            per
        );
        assert_eq!(
            read_str(
                "SmallVector<Type, 2>(::llvm::cast<NTensorType>($_self).getNumElements(), ::llvm::cast<NTensorType>($_self).getElementType())"
            ),
            per
        );
        // Two different values: not the per-element list.
        assert_eq!(
            read_str(
                "SmallVector<Type, 2>(::llvm::cast<ShapedType>($_self).getNumElements(), ::llvm::cast<TensorType>($_self).getElementType())"
            ),
            None
        );
    }

    #[test]
    fn clone_spellings() {
        let i1 = read_str(
            "::llvm::cast<ShapedType>($_self).clone(::mlir::IntegerType::get($_self.getContext(), 1))",
        )
        .unwrap();
        assert!(i1.contains("cx.int_type(1u32)?"), "{i1}");
        assert!(
            read_str("getI1SameShape($_self)")
                .unwrap()
                .contains("int_type(1)")
        );
        assert!(
            read_str("$_self.cast<VectorType>().clone(IndexType::get($_self.getContext()))")
                .unwrap()
                .contains("index_type")
        );
        // A dialect type is not rebuilt by the runtime.
        assert_eq!(
            read_str("$_self.cast<NTensorType>().clone(IntegerType::get($_self.getContext(), 1))"),
            None
        );
        assert_eq!(
            read_str("$_self.cast<ShapedType>().clone(IntegerType::get($_self.getContext(), 0))"),
            None
        );
    }
}

//! Which dialect types may be the element type of a `memref` or a
//! `vector`: MLIR's `BaseMemRefType::isValidElementType` accepts, beyond
//! the builtin types, a type implementing `MemRefElementTypeInterface`,
//! and `VectorType::isValidElementType` one implementing
//! `VectorElementTypeInterface`. The runtime keeps dialect types as their
//! text ([`TypeData::Opaque`]), so it knows which types implement them
//! from where they are defined:
//!
//! - a kind registered with [`Context::register_dialect_type_interfaces`]
//!   (`ods!` registers each `TypeDef` of a dialect with the interfaces its
//!   traits list);
//! - else, a type of a dialect mlir-opt loads is one of MLIR 22's, which
//!   implement the interfaces as [`MLIR_MEMREF_ELEMENTS`] and
//!   [`MLIR_VECTOR_ELEMENTS`] list (mlir-opt-22 rejects the others:
//!   `invalid memref element type`, `failed to verify 'elementType':
//!   VectorElementTypeInterface instance`), also when an `ods!` block of
//!   that dialect is registered without a `TypeDef` of that kind (MLIR
//!   22's `QuantBase.td` and `QuantOps.td`: `!quant.uniform` is a C++
//!   type);
//! - else, a type of a dialect registered with the context is one drr does
//!   not model, and is accepted;
//! - else (a dialect neither registered nor loaded) the type is an
//!   `OpaqueType`, which implements neither.

use crate::context::Context;
use crate::types::{Type, TypeData};

/// The kinds (`!ns.mnemonic`) of MLIR 22's types, of the dialects
/// mlir-opt loads, that implement `MemRefElementTypeInterface`.
pub const MLIR_MEMREF_ELEMENTS: &[&str] = &["!ptr.ptr", "!test.memref_element"];

/// The kinds of MLIR 22's types, of the dialects mlir-opt loads, that
/// implement `VectorElementTypeInterface`.
pub const MLIR_VECTOR_ELEMENTS: &[&str] = &["!llvm.ptr", "!ptr.ptr"];

/// The element type interfaces a dialect type implements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ElementInterfaces {
    /// `MemRefElementTypeInterface`: may be a `memref`'s element type.
    pub memref: bool,
    /// `VectorElementTypeInterface`: may be a `vector`'s element type.
    pub vector: bool,
}

/// The container whose element type is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Container {
    MemRef,
    Vector,
}

/// The kind of a dialect type's text: `!ns.mnemonic` without parameters.
fn kind_of(text: &str) -> &str {
    let end = text.find('<').unwrap_or(text.len());
    &text[..end]
}

impl Context {
    /// Declares which element type interfaces the dialect types of `kind`
    /// (`"!ns.mnemonic"`) implement (see the module docs); `ods!`
    /// registers every `TypeDef` of a dialect.
    pub fn register_dialect_type_interfaces(&mut self, kind: &str, interfaces: ElementInterfaces) {
        self.element_interfaces.insert(kind.into(), interfaces);
    }

    /// True if `ty`, a dialect type kept as text, may be the element type
    /// of a `container` (see the module docs).
    pub(crate) fn is_dialect_element_type(&self, ty: Type, container: Container) -> bool {
        let TypeData::Opaque(text) = self.type_data(ty) else {
            return false;
        };
        let Some(body) = text.strip_prefix('!') else {
            return false;
        };
        let kind = kind_of(text);
        if let Some(i) = self.element_interfaces.get(kind) {
            return match container {
                Container::MemRef => i.memref,
                Container::Vector => i.vector,
            };
        }
        let namespace = crate::text::body_namespace(body);
        let mlir = crate::opt_tool::MLIR_OPT_DIALECTS.contains(&namespace);
        if self.dialect(namespace).is_some() && !mlir {
            return true;
        }
        if mlir {
            let table = match container {
                Container::MemRef => MLIR_MEMREF_ELEMENTS,
                Container::Vector => MLIR_VECTOR_ELEMENTS,
            };
            return table.contains(&kind);
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::kind_of;

    #[test]
    fn kinds() {
        assert_eq!(kind_of("!ptr.ptr<#ptr.generic_space>"), "!ptr.ptr");
        assert_eq!(kind_of("!llvm.ptr"), "!llvm.ptr");
        assert_eq!(
            kind_of("!gpu.sparse.spmat_handle"),
            "!gpu.sparse.spmat_handle"
        );
    }
}

//! MLIR's `quant` dialect types as predicates over their text.
//!
//! The runtime keeps a dialect type as its printed text
//! ([`TypeData::Opaque`]), so the C++ class tests of `QuantBase.td`
//! (`::llvm::isa<mlir::quant::QuantizedType>($_self)`) are tests of that
//! text: MLIR 22's quantized types are `!quant.any<…>`,
//! `!quant.uniform<…>` (per-layer, per-axis and sub-channel) and
//! `!quant.calibrated<…>`, all subclasses of `QuantizedType`. The storage
//! type is the first parameter (`i8`, `u8`, `i4<-8:7>`; mlir-opt-22
//! rejects float storage types). The text is the canonical form the parser
//! keeps (`text::quant_types`).

use crate::{Context, Type, TypeData};

/// The parameters of a quantized type (the text between `<` and the last
/// `>`), or `None` if `ty` is not one.
fn quant_params(ctx: &Context, ty: Type) -> Option<&str> {
    let TypeData::Opaque(text) = ctx.type_data(ty) else {
        return None;
    };
    let rest = ["!quant.any<", "!quant.uniform<", "!quant.calibrated<"]
        .iter()
        .find_map(|p| text.strip_prefix(p))?;
    rest.strip_suffix('>')
}

/// `::llvm::isa<mlir::quant::QuantizedType>($_self)`: `ty` is a quantized
/// type of the `quant` dialect.
pub fn is_quantized_type(ctx: &Context, ty: Type) -> bool {
    quant_params(ctx, ty).is_some()
}

/// The storage type of a quantized type with an integer storage type, as
/// `(signed, width)` (`!quant.uniform<i8:f32, 0.5>` → `(true, 8)`, `u4` →
/// `(false, 4)`); `None` for another type (a calibrated type has no
/// storage type; a float storage type is not an integer).
pub fn quantized_int_storage(ctx: &Context, ty: Type) -> Option<(bool, u32)> {
    let params = quant_params(ctx, ty)?;
    let storage = params.split([':', '<', ',']).next()?.trim();
    // `si8`/`ui8`: kept as written (another type than `i8`/`u8`).
    let storage = storage
        .strip_prefix("si")
        .map(|d| (true, d))
        .or_else(|| storage.strip_prefix("ui").map(|d| (false, d)));
    let storage = match storage {
        Some((signed, digits)) => return Some((signed, digits.parse().ok()?)),
        None => params.split([':', '<', ',']).next()?.trim(),
    };
    let (signed, digits) = if let Some(d) = storage.strip_prefix('i') {
        (true, d)
    } else if let Some(d) = storage.strip_prefix('u') {
        (false, d)
    } else {
        return None;
    };
    let width = digits.parse().ok()?;
    Some((signed, width))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse_type;

    #[test]
    fn quantized_types_by_their_text() {
        let mut ctx = Context::new();
        let cases = [
            ("!quant.uniform<i8:f32, 2.000000e+00>", Some((true, 8))),
            (
                "!quant.uniform<u4<1:15>:f32:1, {2.0, 3.0}>",
                Some((false, 4)),
            ),
            ("!quant.any<i16:f32>", Some((true, 16))),
            // Integer-type storage, kept as written (another type).
            ("!quant.uniform<si8:f32, 2.0>", Some((true, 8))),
            ("!quant.uniform<ui4:f32, 2.0>", Some((false, 4))),
            ("!quant.calibrated<f32<-0.998:1.232>>", None),
        ];
        for (text, storage) in cases {
            let t = parse_type(&mut ctx, text).expect(text);
            assert!(is_quantized_type(&ctx, t), "{text}");
            assert_eq!(quantized_int_storage(&ctx, t), storage, "{text}");
        }
        // mlir-opt-22 rejects a float storage type.
        assert!(parse_type(&mut ctx, "!quant.uniform<f8E5M2:f32, 1.0>").is_err());
        for text in [
            "i8",
            "tensor<2x!quant.uniform<i8:f32, 1.0>>",
            "!quantx.uniform<i8>",
        ] {
            let t = parse_type(&mut ctx, text).expect(text);
            assert!(!is_quantized_type(&ctx, t), "{text}");
        }
    }
}

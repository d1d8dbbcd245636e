//! Placeholder: MLIR float formatting is being written (see helper brief).

/// Floating-point formats MLIR's builtin types use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    F16,
    BF16,
    F32,
    F64,
    TF32,
    F80,
    F128,
    F8E5M2,
    F8E4M3FN,
}

/// Placeholder until the real implementation lands.
pub fn float_bits_from_f64(kind: FloatKind, value: f64) -> u128 {
    match kind {
        FloatKind::F32 => (value as f32).to_bits() as u128,
        _ => value.to_bits() as u128,
    }
}

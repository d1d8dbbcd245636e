//! Float printing and parsing checked against values recorded from mlir-opt 22 and
//! against each other (printed text reads back to the same bits) on random bit patterns.

use super::FloatKind::*;
use super::*;

/// xorshift64* with a fixed seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn bits(&mut self, width: u32) -> u128 {
        let v = (u128::from(self.next()) << 64) | u128::from(self.next());
        v & mask(width)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

fn canonical(kind: FloatKind, bits: u128) -> u128 {
    let sem = kind.sem();
    encode(&sem, &decode(&sem, bits))
}

/// Checks, for decimal output, that the printed text reads back: through
/// MLIR's parser (`parse_float`, via f64) when `via_parser`, and always
/// correctly rounded in the format itself (what `printFloatValue` checks
/// for the short form and what APFloat's default digit count promises).
fn check_round_trip(kind: FloatKind, bits: u128, via_parser: bool) -> Result<(), String> {
    let text = format_float(kind, bits);
    if text.starts_with("0x") {
        return Ok(());
    }
    let sem = kind.sem();
    let want = decode(&sem, bits);
    match from_decimal(&sem, &text) {
        Ok(back) if bitwise_equal(&back, &want) => {}
        other => return Err(format!("{kind:?} {bits:#X} printed {text} read {other:?}")),
    }
    if !via_parser {
        return Ok(());
    }
    let (neg, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.as_str()),
    };
    match parse_float(kind, body, neg) {
        Ok(back) if back == canonical(kind, bits) => Ok(()),
        other => Err(format!(
            "{kind:?} {bits:#X} printed {text} parsed {other:X?}"
        )),
    }
}

#[test]
fn format_matches_mlir_opt() {
    let mut failures = Vec::new();
    for &(kind, bits, want) in FORMAT_CASES {
        let got = format_float(kind, bits);
        if got != want {
            failures.push(format!("{kind:?} {bits:#X}: got {got}, mlir-opt {want}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(FORMAT_CASES.len() >= 150);
}

#[test]
fn parse_matches_mlir_opt() {
    let mut failures = Vec::new();
    for &(kind, lit, neg, want_bits, want_text) in PARSE_CASES {
        match parse_float(kind, lit, neg) {
            Ok(bits) if bits == want_bits => {
                let text = format_float(kind, bits);
                if text != want_text {
                    failures.push(format!(
                        "{kind:?} {lit}: printed {text}, mlir-opt {want_text}"
                    ));
                }
            }
            other => failures.push(format!(
                "{kind:?} {}{lit}: got {other:X?}, mlir-opt {want_bits:#X}",
                if neg { "-" } else { "" }
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn parse_rejects_what_mlir_opt_rejects() {
    for &(kind, lit, neg) in PARSE_ERRORS {
        assert!(parse_float(kind, lit, neg).is_err(), "{kind:?} {lit} {neg}");
    }
    // Tokens MLIR's lexer never forms as one float literal.
    for lit in [
        "1e10", ".5", "1.5e", "1.5e+", "0X3F", "0x", "1.2.3", "", "-1.0", "+1.0", "inf", "nan",
        "1.0f", "0x1G", "1_0.0", " 1.0",
    ] {
        assert!(parse_float(F32, lit, false).is_err(), "{lit}");
    }
    // Values mlir-opt keeps in an APFloat but cannot encode as bits.
    assert!(parse_float(F4E2M1FN, "1.0e400", false).is_err());
    assert!(parse_float(F6E3M2FN, "1.0e400", true).is_err());
    assert_eq!(parse_float(F8E8M0FNU, "0.0", true), Ok(0));
}

/// `f8E8M0FNU` has no sign bit, but MLIR's `APFloat` keeps the sign of a
/// negative literal, prints it, and ORs it into the top bit where the
/// value becomes bits (dense elements); values from mlir-opt-22.
#[test]
fn unsigned_format_keeps_apfloat_sign() {
    for (lit, stored, printed, llvm) in [
        ("1.0", 0x17F, "-1.000000e+00", 0xFF),
        ("7.25", 0x182, "-8.000000e+00", 0x82),
        ("0.25", 0x17D, "-2.500000e-01", 0xFD),
        ("0.0", 0x00, "5.877470e-39", 0x00),
        ("1.0e300", 0xFF, "0xFF", 0xFF),
    ] {
        assert_eq!(parse_float(F8E8M0FNU, lit, true), Ok(stored), "-{lit}");
        assert_eq!(format_float(F8E8M0FNU, stored), printed, "-{lit}");
        assert_eq!(float_bits_to_llvm(F8E8M0FNU, stored), llvm, "-{lit}");
    }
}

#[test]
fn special_values() {
    assert_eq!(format_float(F32, 0x7F80_0000), "0x7F800000");
    assert_eq!(format_float(F32, 0xFF80_0000), "0xFF800000");
    assert_eq!(format_float(F32, 0x7FC0_0000), "0x7FC00000");
    assert_eq!(
        format_float(F64, 0x7FF0_0000_0000_0000),
        "0x7FF0000000000000"
    );
    assert_eq!(format_float(F16, 0x7C00), "0x7C00");
    assert_eq!(format_float(BF16, 0x7F80), "0x7F80");
    assert_eq!(format_float(F32, 0x8000_0000), "-0.000000e+00");
    assert_eq!(format_float(F32, 0x3DCC_CCCD), "1.000000e-01");
    assert_eq!(format_float(F32, 0x3F80_0001), "1.00000012");
    assert_eq!(
        format_float(F64, 0x4167_8C29_C000_0000),
        "0x41678C29C0000000"
    );
    // Bits above the width are ignored.
    assert_eq!(format_float(F16, 0xFFFF_3C00), "1.000000e+00");
    assert_eq!(parse_float(F16, "0x3C00", false), Ok(0x3C00));
    assert_eq!(
        parse_float(F64, "1.0e400", false),
        Ok(0x7FF0_0000_0000_0000)
    );
    assert_eq!(parse_float(F64, "1.0e400", true), Ok(0xFFF0_0000_0000_0000));
}

#[test]
fn kind_names_and_widths() {
    for kind in FloatKind::ALL {
        assert_eq!(FloatKind::from_mlir_name(kind.mlir_name()), Some(kind));
        let sem = kind.sem();
        assert!(sem.size_bits >= sem.precision);
    }
    assert_eq!(FloatKind::from_mlir_name("f42"), None);
    let widths: Vec<u32> = [
        F16, BF16, F32, F64, TF32, F80, F128, F8E5M2, F8E4M3FN, F6E3M2FN, F4E2M1FN,
    ]
    .iter()
    .map(|k| k.bit_width())
    .collect();
    assert_eq!(widths, [16, 16, 32, 64, 19, 80, 128, 8, 8, 6, 4]);
    assert_eq!(F8E4M3FN.mlir_name(), "f8E4M3FN");
    assert_eq!(BF16.mlir_name(), "bf16");
}

#[test]
fn exhaustive_small_formats_round_trip() {
    let mut failures = Vec::new();
    for kind in FloatKind::ALL {
        if kind.bit_width() > 16 {
            continue;
        }
        for bits in 0..(1u128 << kind.bit_width()) {
            if let Err(e) = check_round_trip(kind, bits, true) {
                failures.push(e);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn random_round_trip() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut failures = Vec::new();
    for (kind, count) in [
        (F32, 4000),
        (F64, 3000),
        (TF32, 1000),
        (F80, 60),
        (F128, 40),
    ] {
        for _ in 0..count {
            let mut bits = rng.bits(kind.bit_width());
            if kind == F80 && rng.below(4) != 0 {
                bits |= 1 << 63;
            }
            // f80/f128 decimal output does not survive MLIR's parser,
            // which reads decimals as f64.
            if let Err(e) = check_round_trip(kind, bits, kind.sem().precision <= 53) {
                failures.push(e);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Random decimal strings, including long ones near rounding boundaries.
fn random_decimal(rng: &mut Rng, max_exp: u64) -> String {
    let mut s = String::new();
    let max_digits = if rng.below(4) == 0 { 60 } else { 20 };
    let nd = 1 + rng.below(max_digits) as usize;
    let dot = 1 + rng.below(nd as u64) as usize;
    for i in 0..nd {
        if i == dot {
            s.push('.');
        }
        s.push(char::from(b'0' + rng.below(10) as u8));
    }
    if dot == nd {
        s.push('.');
    }
    if rng.below(3) != 0 {
        s.push('e');
        if rng.below(2) == 0 {
            s.push('-');
        }
        s.push_str(&rng.below(max_exp).to_string());
    }
    s
}

/// The reading through `f64` ([`from_decimal_via_f64`]) agrees with the
/// big-integer one for every format, on printed values, on values at,
/// just above and just below the halfway points between neighbours
/// (where it must step aside), and on random decimals.
#[test]
fn decimal_reading_via_f64_matches_the_exact_one() {
    let mut rng = Rng(7);
    let (mut checked, mut fast_taken) = (0, 0);
    for kind in FloatKind::ALL {
        let sem = kind.sem();
        for i in 0..3000 {
            let bits = rng.bits(sem.size_bits);
            let ap = decode(&sem, bits);
            let s = match i % 3 {
                0 if ap.cat == Cat::Normal => {
                    to_string_impl(ap.sign, &ExactDecimal::of(&sem, &ap), 6, 0, false)
                }
                1 if ap.cat == Cat::Normal && sem.precision <= 52 => {
                    // Halfway to the next encoding (exact in f64), nudged.
                    let a = float_bits_to_f64(kind, bits);
                    let b = float_bits_to_f64(kind, bits + 1);
                    let mid = format!("{:.45e}", (a + b) / 2.0);
                    match rng.below(3) {
                        0 => mid,
                        1 => mid.replace('e', "1e"),
                        _ => {
                            let (m, e) = mid.split_once('e').unwrap_or((&mid, "0"));
                            format!("{}e{e}", m.trim_end_matches('0'))
                        }
                    }
                }
                _ => random_decimal(&mut rng, 60),
            };
            fast_taken += usize::from(from_decimal_via_f64(&sem, &s).is_some());
            let fast = from_decimal(&sem, &s).map(|a| encode(&sem, &a));
            let exact = from_decimal_exact(&sem, &s).map(|a| encode(&sem, &a));
            assert_eq!(fast, exact, "{kind:?} {s}");
            checked += 1;
        }
    }
    assert!(checked > 50_000, "{checked}");
    // The shortcut is exercised, not bypassed.
    assert!(fast_taken > checked / 3, "{fast_taken} of {checked}");
}

#[test]
fn decimal_reading_matches_std() {
    let mut rng = Rng(42);
    let f64_sem = F64.sem();
    let f32_sem = F32.sem();
    for i in 0..6000 {
        let s = if i % 3 == 0 {
            // Exact decimal expansions of f64 / f32 halfway points, nudged.
            let v = f64::from_bits(rng.next() >> 2);
            let mid = format!("{:.60e}", v);
            match rng.below(3) {
                0 => mid,
                1 => mid.replace('e', "1e"),
                _ => mid.replace("0e", "e"),
            }
        } else {
            random_decimal(&mut rng, 400)
        };
        let want64: f64 = s.parse().unwrap_or(f64::NAN);
        let want32: f32 = s.parse().unwrap_or(f32::NAN);
        let got64 = from_decimal(&f64_sem, &s).map(|a| encode(&f64_sem, &a) as u64);
        let got32 = from_decimal(&f32_sem, &s).map(|a| encode(&f32_sem, &a) as u32);
        assert_eq!(got64, Ok(want64.to_bits()), "f64 {s}");
        assert_eq!(got32, Ok(want32.to_bits()), "f32 {s}");
    }
    // Very long inputs: truncation with a sticky digit keeps the rounding.
    let half_ulp_above_one = format!("1.{}1", "0".repeat(15_000));
    assert_eq!(
        parse_float(F64, &half_ulp_above_one, false),
        Ok(0x3FF0_0000_0000_0000)
    );
    let mut tie = String::from("1.00000000000000011102230246251565404236316680908203125");
    assert_eq!(parse_float(F64, &tie, false), Ok(0x3FF0_0000_0000_0000));
    tie.push_str(&"0".repeat(20_000));
    tie.push('1');
    assert_eq!(parse_float(F64, &tie, false), Ok(0x3FF0_0000_0000_0001));
}

#[test]
fn conversions_from_and_to_f64() {
    let mut rng = Rng(7);
    for _ in 0..5000 {
        let v = f64::from_bits(rng.next());
        if !v.is_nan() {
            assert_eq!(
                float_bits_from_f64(F32, v),
                u128::from((v as f32).to_bits()),
                "{v:e}"
            );
            assert_eq!(
                float_bits_to_f64(F128, float_bits_from_f64(F128, v)).to_bits(),
                v.to_bits()
            );
            assert_eq!(
                float_bits_to_f64(F80, float_bits_from_f64(F80, v)).to_bits(),
                v.to_bits()
            );
        }
        assert_eq!(float_bits_from_f64(F64, v), u128::from(v.to_bits()));
        let f = f32::from_bits(rng.next() as u32);
        if !f.is_nan() {
            assert_eq!(
                float_bits_to_f64(F32, u128::from(f.to_bits())).to_bits(),
                f64::from(f).to_bits()
            );
        }
    }
    for bits in 0..=0xFFFFu128 {
        let v = float_bits_to_f64(F16, bits);
        if v.is_nan() {
            assert!(float_bits_to_f64(F16, float_bits_from_f64(F16, v)).is_nan());
        } else {
            assert_eq!(float_bits_from_f64(F16, v), bits, "{bits:#X}");
        }
        let b = float_bits_to_f64(BF16, bits);
        if !b.is_nan() {
            assert_eq!(float_bits_from_f64(BF16, b), bits, "{bits:#X}");
            assert_eq!(float_bits_from_f64(F32, b), bits << 16, "{bits:#X}");
        }
    }
    assert_eq!(float_bits_from_f64(F16, 65520.0), 0x7C00);
    assert_eq!(float_bits_from_f64(F16, 65519.99), 0x7BFF);
    assert_eq!(float_bits_from_f64(F16, 0.1), 0x2E66);
    assert_eq!(float_bits_from_f64(BF16, 0.1), 0x3DCD);
    assert_eq!(float_bits_from_f64(F8E4M3FN, 1000.0), 0x7F);
    assert_eq!(float_bits_from_f64(F8E4M3FN, -1000.0), 0xFF);
    assert_eq!(float_bits_from_f64(F8E5M2FNUZ, -0.0), 0x00);
    assert_eq!(float_bits_from_f64(F4E2M1FN, f64::INFINITY), 0x7);
    assert_eq!(float_bits_from_f64(F4E2M1FN, f64::NEG_INFINITY), 0xF);
    assert_eq!(float_bits_from_f64(F4E2M1FN, f64::NAN), 0x0);
    assert_eq!(float_bits_from_f64(F8E8M0FNU, 0.0), 0x00);
    assert_eq!(float_bits_from_f64(F8E8M0FNU, 3.0), 0x81);
    assert_eq!(float_bits_from_f64(F8E8M0FNU, -3.0), 0x181);
    assert_eq!(float_bits_from_f64(F32, f64::NAN), 0x7FC0_0000);
    assert_eq!(float_bits_to_f64(F80, 0x3FFF_8000_0000_0000_0000), 1.0);
    assert_eq!(
        float_bits_to_f64(F128, 0x7FFF_0000_0000_0000_0000_0000_0000_0000),
        f64::INFINITY
    );
    assert_eq!(
        float_bits_to_f64(F128, 0x7FFE_FFFF_FFFF_FFFF_FFFF_FFFF_FFFF_FFFF),
        f64::INFINITY
    );
    assert_eq!(float_bits_to_f64(F8E8M0FNU, 0x7F), 1.0);
    assert!(float_bits_to_f64(F8E4M3FN, 0x7F).is_nan());
}

#[test]
fn never_panics() {
    let mut rng = Rng(99);
    let alphabet = b"0123456789.eE+-xX_abcdefABCDEF ";
    for _ in 0..20_000 {
        let len = rng.below(30) as usize;
        let s: String = (0..len)
            .map(|_| char::from(alphabet[rng.below(alphabet.len() as u64) as usize]))
            .collect();
        for kind in FloatKind::ALL {
            let _ = parse_float(kind, &s, rng.below(2) == 0);
        }
    }
    for _ in 0..60 {
        let bits = rng.bits(128);
        for kind in FloatKind::ALL {
            let _ = format_float(kind, bits);
            let _ = float_bits_to_f64(kind, bits);
            let _ = float_bits_from_f64(kind, f64::from_bits(bits as u64));
        }
    }
    for lit in [
        "1.0e99999999999999999999",
        "1.0e-99999999999999999999",
        "0.0e99999",
        "9.9e24000",
    ] {
        for kind in FloatKind::ALL {
            let _ = parse_float(kind, lit, false);
        }
    }
    let huge = format!("{}.5", "9".repeat(50_000));
    assert_eq!(parse_float(F64, &huge, false), Ok(0x7FF0_0000_0000_0000));
}

/// (kind, bit pattern, text printed by mlir-opt-22 for `0x<bits> : <kind>`).
#[rustfmt::skip]
const FORMAT_CASES: &[(FloatKind, u128, &str)] = &[
    (F16, 0x0, "0.000000e+00"),
    (F16, 0x8000, "-0.000000e+00"),
    (F16, 0x1, "5.960460e-08"),
    (F16, 0x8001, "-5.960460e-08"),
    (F16, 0x2, "1.192090e-07"),
    (F16, 0x3FF, "6.097560e-05"),
    (F16, 0x400, "6.103520e-05"),
    (F16, 0x3C00, "1.000000e+00"),
    (F16, 0x3C01, "1.000980e+00"),
    (F16, 0x3BFF, "9.995110e-01"),
    (F16, 0x7BFF, "6.550400e+04"),
    (F16, 0xFBFF, "-6.550400e+04"),
    (F16, 0x7C00, "0x7C00"),
    (F16, 0xFC00, "0xFC00"),
    (F16, 0x7E00, "0x7E00"),
    (F16, 0x7C01, "0x7C01"),
    (F16, 0xFE00, "0xFE00"),
    (F16, 0x7FFF, "0x7FFF"),
    (F16, 0x34CD, "3.000490e-01"),
    (F16, 0x34CC, "2.998050e-01"),
    (F16, 0x3555, "3.332520e-01"),
    (F16, 0x4248, "3.140630e+00"),
    (F16, 0x2E66, "9.997550e-02"),
    (F16, 0x6400, "1.024000e+03"),
    (F16, 0x7000, "8.192000e+03"),
    (F16, 0x5640, "1.000000e+02"),
    (F16, 0x4000, "2.000000e+00"),
    (F16, 0xC000, "-2.000000e+00"),
    (F16, 0x3800, "5.000000e-01"),
    (F16, 0x6C00, "4.096000e+03"),
    (F16, 0x6BFF, "4.094000e+03"),
    (F16, 0x7800, "3.276800e+04"),
    (F16, 0x63D0, "1.000000e+03"),
    (F16, 0x5A40, "2.000000e+02"),
    (F16, 0x200, "3.051760e-05"),
    (F16, 0x1400, "9.765620e-04"),
    (F16, 0x4900, "1.000000e+01"),
    (BF16, 0x0, "0.000000e+00"),
    (BF16, 0x8000, "-0.000000e+00"),
    (BF16, 0x1, "9.183550e-41"),
    (BF16, 0x7F, "1.166310e-38"),
    (BF16, 0x80, "1.175490e-38"),
    (BF16, 0x3F80, "1.000000e+00"),
    (BF16, 0x3F81, "1.007810e+00"),
    (BF16, 0x7F7F, "3.389530e+38"),
    (BF16, 0xFF7F, "-3.389530e+38"),
    (BF16, 0x7F80, "0x7F80"),
    (BF16, 0xFF80, "0xFF80"),
    (BF16, 0x7FC0, "0x7FC0"),
    (BF16, 0x7F81, "0x7F81"),
    (BF16, 0x3DCD, "1.000980e-01"),
    (BF16, 0x3E9A, "3.007810e-01"),
    (BF16, 0x4049, "3.140630e+00"),
    (BF16, 0x4B18, "9.961470e+06"),
    (BF16, 0x4B19, "1.002700e+07"),
    (BF16, 0x4CBE, "9.961470e+07"),
    (BF16, 0x5DE0, "2.017610e+18"),
    (BF16, 0x2000, "1.084200e-19"),
    (BF16, 0x4000, "2.000000e+00"),
    (BF16, 0xC2C8, "-1.000000e+02"),
    (BF16, 0x447A, "1.000000e+03"),
    (BF16, 0x461C, "9.984000e+03"),
    (F32, 0x3DCCCCCD, "1.000000e-01"),
    (F32, 0x3F800001, "1.00000012"),
    (F32, 0x3F800000, "1.000000e+00"),
    (F32, 0x3F7FFFFF, "0.99999994"),
    (F32, 0x4CEB79A3, "0x4CEB79A3"),
    (F32, 0x5A0E1BCA, "1.000000e+16"),
    (F32, 0x7F7FFFFF, "3.40282347E+38"),
    (F32, 0xFF7FFFFF, "-3.40282347E+38"),
    (F32, 0x800000, "1.17549435E-38"),
    (F32, 0x1, "1.401300e-45"),
    (F32, 0x80000001, "-1.401300e-45"),
    (F32, 0x7FFFFF, "1.17549421E-38"),
    (F32, 0x7F800000, "0x7F800000"),
    (F32, 0xFF800000, "0xFF800000"),
    (F32, 0x7FC00000, "0x7FC00000"),
    (F32, 0xFFC00000, "0xFFC00000"),
    (F32, 0x7F800001, "0x7F800001"),
    (F32, 0x7FFFFFFF, "0x7FFFFFFF"),
    (F32, 0x80000000, "-0.000000e+00"),
    (F32, 0x0, "0.000000e+00"),
    (F32, 0x4B3C614E, "0x4B3C614E"),
    (F32, 0x3EAAAAAB, "0.333333343"),
    (F32, 0x40490FDB, "3.14159274"),
    (F32, 0x4B800000, "0x4B800000"),
    (F32, 0x4B7FFFFF, "0x4B7FFFFF"),
    (F32, 0x49742400, "1.000000e+06"),
    (F32, 0x4974240A, "1000000.63"),
    (F32, 0x501502F9, "1.000000e+10"),
    (F32, 0x2EDBE6FF, "1.000000e-10"),
    (F32, 0x3E99999A, "3.000000e-01"),
    (F32, 0x3F000000, "5.000000e-01"),
    (F32, 0x42C80000, "1.000000e+02"),
    (F32, 0x447A0000, "1.000000e+03"),
    (F32, 0x461C4000, "1.000000e+04"),
    (F32, 0x47C35000, "1.000000e+05"),
    (F32, 0x4B189680, "1.000000e+07"),
    (F32, 0x4C3EBC20, "5.000000e+07"),
    (F32, 0x4E6E6B28, "1.000000e+09"),
    (F32, 0x3C23D70A, "0.00999999977"),
    (F32, 0x358637BD, "9.99999997E-7"),
    (F32, 0xC0490FDB, "-3.14159274"),
    (F32, 0x3FC00000, "1.500000e+00"),
    (F32, 0x3E4CCCCD, "2.000000e-01"),
    (F32, 0x6CE3EE, "9.99999935E-39"),
    (F32, 0x7F61B1E6, "3.000000e+38"),
    (F32, 0x449A522B, "1234.56775"),
    (F32, 0x47C34FFF, "99999.9921"),
    (F32, 0x3E99999A, "3.000000e-01"),
    (F32, 0x4B800000, "0x4B800000"),
    (F32, 0x4AFFFFFF, "8388607.5"),
    (F32, 0x71800000, "1.2676506E+30"),
    (F32, 0x3A800000, "9.765625E-4"),
    (F32, 0x3900F990, "1.230000e-04"),
    (F64, 0x3FB999999999999A, "1.000000e-01"),
    (F64, 0x3FF0000000000001, "1.0000000000000002"),
    (F64, 0x3FEFFFFFFFFFFFFF, "0.99999999999999988"),
    (F64, 0x1A56E1FC2F8F359, "1.000000e-300"),
    (F64, 0x419D6F3454000000, "0x419D6F3454000000"),
    (F64, 0x4341C37937E08000, "1.000000e+16"),
    (F64, 0x7FEFFFFFFFFFFFFF, "1.7976931348623157E+308"),
    (F64, 0xFFEFFFFFFFFFFFFF, "-1.7976931348623157E+308"),
    (F64, 0x10000000000000, "2.2250738585072014E-308"),
    (F64, 0x1, "4.940660e-324"),
    (F64, 0xFFFFFFFFFFFFF, "2.2250738585072009E-308"),
    (F64, 0x7FF0000000000000, "0x7FF0000000000000"),
    (F64, 0xFFF0000000000000, "0xFFF0000000000000"),
    (F64, 0x7FF8000000000000, "0x7FF8000000000000"),
    (F64, 0xFFF8000000000000, "0xFFF8000000000000"),
    (F64, 0x7FF0000000000001, "0x7FF0000000000001"),
    (F64, 0x8000000000000000, "-0.000000e+00"),
    (F64, 0x0, "0.000000e+00"),
    (F64, 0x41678C29C0000000, "0x41678C29C0000000"),
    (F64, 0x4202A05F20000000, "1.000000e+10"),
    (F64, 0x3FD5555555555555, "0.33333333333333331"),
    (F64, 0x400921FB54442D18, "3.1415926535897931"),
    (F64, 0x4340000000000000, "0x4340000000000000"),
    (F64, 0x433FFFFFFFFFFFFF, "0x433FFFFFFFFFFFFF"),
    (F64, 0x44B52D02C7E14AF6, "9.9999999999999991E+22"),
    (F64, 0x3FE0000000000000, "5.000000e-01"),
    (F64, 0x3FF8000000000000, "1.500000e+00"),
    (F64, 0xC000000000000000, "-2.000000e+00"),
    (F64, 0x4059000000000000, "1.000000e+02"),
    (F64, 0x408F400000000000, "1.000000e+03"),
    (F64, 0x40C3880000000000, "1.000000e+04"),
    (F64, 0x412E848000000000, "1.000000e+06"),
    (F64, 0x4197D78400000000, "1.000000e+08"),
    (F64, 0x3F50624DD2F1A9FC, "1.000000e-03"),
    (F64, 0x3FF0000000000000, "1.000000e+00"),
    (F64, 0x1A56E1FC2F8F359, "1.000000e-300"),
    (F64, 0x7E37E43C8800759C, "1.000000e+300"),
    (F64, 0x40FE240000000000, "1.234560e+05"),
    (F64, 0x4132D68700000000, "0x4132D68700000000"),
    (F64, 0x4132D68780000000, "1234567.5"),
    (F64, 0x41678C29DCCCCCCD, "12345678.9"),
    (F64, 0x3FD3333333333333, "3.000000e-01"),
    (F64, 0x3FE5555555555555, "0.66666666666666663"),
    (F64, 0x4480F0CF064DD592, "1.000000e+22"),
    (F64, 0x44B52D02C7E14AF6, "9.9999999999999991E+22"),
    (F64, 0x3, "1.482200e-323"),
    (F64, 0x10000000000000, "2.2250738585072014E-308"),
    (F64, 0x4340000000000000, "0x4340000000000000"),
    (F64, 0x4330000000000000, "0x4330000000000000"),
    (F64, 0x4376345785D8A000, "1.000000e+17"),
    (F64, 0x430C6BF526340000, "1.000000e+15"),
    (F64, 0x423CBE991A140000, "0x423CBE991A140000"),
    (F64, 0x3EB0C6F7A0B5ED8D, "9.9999999999999995E-7"),
    (F64, 0x3F202C9DEDBC309D, "1.234000e-04"),
    (F64, 0x3FF000008637BD06, "1.0000005000000001"),
    (F64, 0x3FF000010C6F7A0B, "1.0000009999999999"),
    (F64, 0xBEE4F8B588E368F1, "-1.000000e-05"),
    (F64, 0x40EFFC0000000000, "6.550400e+04"),
    (F64, 0x47EC363CBF21F28A, "3.000000e+38"),
    (F64, 0x41B1DE784A000000, "0x41B1DE784A000000"),
    (F64, 0x44DFE185CA57C517, "6.0221407599999999E+23"),
    (TF32, 0x1FC00, "1.000000e+00"),
    (TF32, 0x3FC00, "0x3FC00"),
    (TF32, 0x7FC00, "0x7FC00"),
    (TF32, 0x1FE00, "1.500000e+00"),
    (TF32, 0x1FC01, "1.000980e+00"),
    (TF32, 0xF999, "3.793120e-20"),
    (TF32, 0x1, "1.147940e-41"),
    (TF32, 0x20000, "2.000000e+00"),
    (TF32, 0x1FBFF, "9.995110e-01"),
    (TF32, 0x3FBFF, "3.401160e+38"),
    (F80, 0x3FFF8000000000000000, "1.000000e+00"),
    (F80, 0xBFFF8000000000000000, "-1.000000e+00"),
    (F80, 0x7FFF8000000000000000, "0x7FFF8000000000000000"),
    (F80, 0xFFFF8000000000000000, "0xFFFF8000000000000000"),
    (F80, 0x7FFFC000000000000000, "0x7FFFC000000000000000"),
    (F80, 0x3FFF0000000000000000, "0x7FFF0000000000000000"),
    (F80, 0x8000000000000000, "3.36210314311209350626E-4932"),
    (F80, 0x1, "3.645200e-4951"),
    (F80, 0x7FFEFFFFFFFFFFFFFFFF, "1.18973149535723176502E+4932"),
    (F80, 0x3FFBCCCCCCCCCCCCCCCD, "1.000000e-01"),
    (F80, 0x3FFF8000000000000001, "1.00000000000000000011"),
    (F80, 0x40008000000000000000, "2.000000e+00"),
    (F80, 0x18000000000000000, "3.36210314311209350626E-4932"),
    (F80, 0x80000000000000000000, "-0.000000e+00"),
    (F80, 0x0, "0.000000e+00"),
    (F80, 0x7FFF0000000000000000, "0x7FFF0000000000000000"),
    (F80, 0x7FFF0000000000000001, "0x7FFF0000000000000001"),
    (F80, 0x4016BC614E0000000000, "0x4016BC614E0000000000"),
    (F128, 0x3FFF0000000000000000000000000000, "1.000000e+00"),
    (F128, 0x3FFF0000000000000000000000000001, "1.00000000000000000000000000000000019"),
    (F128, 0x7FFF0000000000000000000000000000, "0x7FFF0000000000000000000000000000"),
    (F128, 0xFFFF0000000000000000000000000000, "0xFFFF0000000000000000000000000000"),
    (F128, 0x7FFF8000000000000000000000000000, "0x7FFF8000000000000000000000000000"),
    (F128, 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "1.18973149535723176508575932662800702E+4932"),
    (F128, 0x1, "6.475180e-4966"),
    (F128, 0x10000000000000000000000000000, "3.3621031431120935062626778173217526E-4932"),
    (F128, 0x3FFB999999999999999999999999999A, "1.000000e-01"),
    (F128, 0x80000000000000000000000000000000, "-0.000000e+00"),
    (F128, 0x0, "0.000000e+00"),
    (F128, 0x4016D6F3454000000000000000000000, "15432098.625"),
    (F128, 0x40000000000000000000000000000000, "2.000000e+00"),
    (F8E5M2, 0x0, "0.000000e+00"),
    (F8E5M2, 0x1, "1.525880e-05"),
    (F8E5M2, 0x7F, "0x7F"),
    (F8E5M2, 0x80, "-0.000000e+00"),
    (F8E5M2, 0xFF, "0xFF"),
    (F8E5M2, 0x7E, "0x7E"),
    (F8E5M2, 0x7C, "0x7C"),
    (F8E5M2, 0x7B, "5.734400e+04"),
    (F8E5M2, 0x38, "5.000000e-01"),
    (F8E5M2, 0x3C, "1.000000e+00"),
    (F8E5M2, 0x40, "2.000000e+00"),
    (F8E5M2, 0x55, "8.000000e+01"),
    (F8E5M2, 0xAA, "-4.687500e-02"),
    (F8E5M2, 0x81, "-1.525880e-05"),
    (F8E5M2, 0xFE, "0xFE"),
    (F8E5M2, 0x7D, "0x7D"),
    (F8E5M2, 0x79, "4.096000e+04"),
    (F8E5M2, 0x4, "6.103520e-05"),
    (F8E5M2, 0x8, "1.220700e-04"),
    (F8E4M3FN, 0x0, "0.000000e+00"),
    (F8E4M3FN, 0x1, "1.953130e-03"),
    (F8E4M3FN, 0x7F, "0x7F"),
    (F8E4M3FN, 0x80, "-0.000000e+00"),
    (F8E4M3FN, 0xFF, "0xFF"),
    (F8E4M3FN, 0x7E, "4.480000e+02"),
    (F8E4M3FN, 0x7C, "3.840000e+02"),
    (F8E4M3FN, 0x7B, "3.520000e+02"),
    (F8E4M3FN, 0x38, "1.000000e+00"),
    (F8E4M3FN, 0x3C, "1.500000e+00"),
    (F8E4M3FN, 0x40, "2.000000e+00"),
    (F8E4M3FN, 0x55, "1.300000e+01"),
    (F8E4M3FN, 0xAA, "-3.125000e-01"),
    (F8E4M3FN, 0x81, "-1.953130e-03"),
    (F8E4M3FN, 0xFE, "-4.480000e+02"),
    (F8E4M3FN, 0x7D, "4.160000e+02"),
    (F8E4M3FN, 0x79, "2.880000e+02"),
    (F8E4M3FN, 0x4, "7.812500e-03"),
    (F8E4M3FN, 0x8, "1.562500e-02"),
    (F8E4M3, 0x0, "0.000000e+00"),
    (F8E4M3, 0x1, "1.953130e-03"),
    (F8E4M3, 0x7F, "0x7F"),
    (F8E4M3, 0x80, "-0.000000e+00"),
    (F8E4M3, 0xFF, "0xFF"),
    (F8E4M3, 0x7E, "0x7E"),
    (F8E4M3, 0x7C, "0x7C"),
    (F8E4M3, 0x7B, "0x7B"),
    (F8E4M3, 0x38, "1.000000e+00"),
    (F8E4M3, 0x3C, "1.500000e+00"),
    (F8E4M3, 0x40, "2.000000e+00"),
    (F8E4M3, 0x55, "1.300000e+01"),
    (F8E4M3, 0xAA, "-3.125000e-01"),
    (F8E4M3, 0x81, "-1.953130e-03"),
    (F8E4M3, 0xFE, "0xFE"),
    (F8E4M3, 0x7D, "0x7D"),
    (F8E4M3, 0x79, "0x79"),
    (F8E4M3, 0x4, "7.812500e-03"),
    (F8E4M3, 0x8, "1.562500e-02"),
    (F8E5M2FNUZ, 0x0, "0.000000e+00"),
    (F8E5M2FNUZ, 0x1, "7.629390e-06"),
    (F8E5M2FNUZ, 0x7F, "5.734400e+04"),
    (F8E5M2FNUZ, 0x80, "0x80"),
    (F8E5M2FNUZ, 0xFF, "-5.734400e+04"),
    (F8E5M2FNUZ, 0x7E, "4.915200e+04"),
    (F8E5M2FNUZ, 0x7C, "3.276800e+04"),
    (F8E5M2FNUZ, 0x7B, "2.867200e+04"),
    (F8E5M2FNUZ, 0x38, "2.500000e-01"),
    (F8E5M2FNUZ, 0x3C, "5.000000e-01"),
    (F8E5M2FNUZ, 0x40, "1.000000e+00"),
    (F8E5M2FNUZ, 0x55, "4.000000e+01"),
    (F8E5M2FNUZ, 0xAA, "-2.343750e-02"),
    (F8E5M2FNUZ, 0x81, "-7.629390e-06"),
    (F8E5M2FNUZ, 0xFE, "-4.915200e+04"),
    (F8E5M2FNUZ, 0x7D, "4.096000e+04"),
    (F8E5M2FNUZ, 0x79, "2.048000e+04"),
    (F8E5M2FNUZ, 0x4, "3.051760e-05"),
    (F8E5M2FNUZ, 0x8, "6.103520e-05"),
    (F8E4M3FNUZ, 0x0, "0.000000e+00"),
    (F8E4M3FNUZ, 0x1, "9.765620e-04"),
    (F8E4M3FNUZ, 0x7F, "2.400000e+02"),
    (F8E4M3FNUZ, 0x80, "0x80"),
    (F8E4M3FNUZ, 0xFF, "-2.400000e+02"),
    (F8E4M3FNUZ, 0x7E, "2.240000e+02"),
    (F8E4M3FNUZ, 0x7C, "1.920000e+02"),
    (F8E4M3FNUZ, 0x7B, "1.760000e+02"),
    (F8E4M3FNUZ, 0x38, "5.000000e-01"),
    (F8E4M3FNUZ, 0x3C, "7.500000e-01"),
    (F8E4M3FNUZ, 0x40, "1.000000e+00"),
    (F8E4M3FNUZ, 0x55, "6.500000e+00"),
    (F8E4M3FNUZ, 0xAA, "-1.562500e-01"),
    (F8E4M3FNUZ, 0x81, "-9.765620e-04"),
    (F8E4M3FNUZ, 0xFE, "-2.240000e+02"),
    (F8E4M3FNUZ, 0x7D, "2.080000e+02"),
    (F8E4M3FNUZ, 0x79, "1.440000e+02"),
    (F8E4M3FNUZ, 0x4, "3.906250e-03"),
    (F8E4M3FNUZ, 0x8, "7.812500e-03"),
    (F8E4M3B11FNUZ, 0x0, "0.000000e+00"),
    (F8E4M3B11FNUZ, 0x1, "1.220700e-04"),
    (F8E4M3B11FNUZ, 0x7F, "3.000000e+01"),
    (F8E4M3B11FNUZ, 0x80, "0x80"),
    (F8E4M3B11FNUZ, 0xFF, "-3.000000e+01"),
    (F8E4M3B11FNUZ, 0x7E, "2.800000e+01"),
    (F8E4M3B11FNUZ, 0x7C, "2.400000e+01"),
    (F8E4M3B11FNUZ, 0x7B, "2.200000e+01"),
    (F8E4M3B11FNUZ, 0x38, "6.250000e-02"),
    (F8E4M3B11FNUZ, 0x3C, "9.375000e-02"),
    (F8E4M3B11FNUZ, 0x40, "1.250000e-01"),
    (F8E4M3B11FNUZ, 0x55, "8.125000e-01"),
    (F8E4M3B11FNUZ, 0xAA, "-1.953130e-02"),
    (F8E4M3B11FNUZ, 0x81, "-1.220700e-04"),
    (F8E4M3B11FNUZ, 0xFE, "-2.800000e+01"),
    (F8E4M3B11FNUZ, 0x7D, "2.600000e+01"),
    (F8E4M3B11FNUZ, 0x79, "1.800000e+01"),
    (F8E4M3B11FNUZ, 0x4, "4.882810e-04"),
    (F8E4M3B11FNUZ, 0x8, "9.765620e-04"),
    (F8E3M4, 0x0, "0.000000e+00"),
    (F8E3M4, 0x1, "1.562500e-02"),
    (F8E3M4, 0x7F, "0x7F"),
    (F8E3M4, 0x80, "-0.000000e+00"),
    (F8E3M4, 0xFF, "0xFF"),
    (F8E3M4, 0x7E, "0x7E"),
    (F8E3M4, 0x7C, "0x7C"),
    (F8E3M4, 0x7B, "0x7B"),
    (F8E3M4, 0x38, "1.500000e+00"),
    (F8E3M4, 0x3C, "1.750000e+00"),
    (F8E3M4, 0x40, "2.000000e+00"),
    (F8E3M4, 0x55, "5.250000e+00"),
    (F8E3M4, 0xAA, "-8.125000e-01"),
    (F8E3M4, 0x81, "-1.562500e-02"),
    (F8E3M4, 0xFE, "0xFE"),
    (F8E3M4, 0x7D, "0x7D"),
    (F8E3M4, 0x79, "0x79"),
    (F8E3M4, 0x4, "6.250000e-02"),
    (F8E3M4, 0x8, "1.250000e-01"),
    (F8E8M0FNU, 0x0, "5.877470e-39"),
    (F8E8M0FNU, 0x1, "1.175490e-38"),
    (F8E8M0FNU, 0x7F, "1.000000e+00"),
    (F8E8M0FNU, 0x80, "2.000000e+00"),
    (F8E8M0FNU, 0xFF, "0xFF"),
    (F8E8M0FNU, 0x7E, "5.000000e-01"),
    (F8E8M0FNU, 0x7C, "1.250000e-01"),
    (F8E8M0FNU, 0x7B, "6.250000e-02"),
    (F8E8M0FNU, 0x38, "4.235160e-22"),
    (F8E8M0FNU, 0x3C, "6.776260e-21"),
    (F8E8M0FNU, 0x40, "1.084200e-19"),
    (F8E8M0FNU, 0x55, "2.273740e-13"),
    (F8E8M0FNU, 0xAA, "8.796090e+12"),
    (F8E8M0FNU, 0x81, "4.000000e+00"),
    (F8E8M0FNU, 0xFE, "1.701410e+38"),
    (F8E8M0FNU, 0x7D, "2.500000e-01"),
    (F8E8M0FNU, 0x79, "1.562500e-02"),
    (F8E8M0FNU, 0x4, "9.403950e-38"),
    (F8E8M0FNU, 0x8, "1.504630e-36"),
    (F6E3M2FN, 0x0, "0.000000e+00"),
    (F6E3M2FN, 0x3, "1.875000e-01"),
    (F6E3M2FN, 0x6, "3.750000e-01"),
    (F6E3M2FN, 0x9, "6.250000e-01"),
    (F6E3M2FN, 0xC, "1.000000e+00"),
    (F6E3M2FN, 0xF, "1.750000e+00"),
    (F6E3M2FN, 0x12, "3.000000e+00"),
    (F6E3M2FN, 0x15, "5.000000e+00"),
    (F6E3M2FN, 0x18, "8.000000e+00"),
    (F6E3M2FN, 0x1B, "1.400000e+01"),
    (F6E3M2FN, 0x1E, "2.400000e+01"),
    (F6E3M2FN, 0x21, "-6.250000e-02"),
    (F6E3M2FN, 0x24, "-2.500000e-01"),
    (F6E3M2FN, 0x27, "-4.375000e-01"),
    (F6E3M2FN, 0x2A, "-7.500000e-01"),
    (F6E3M2FN, 0x2D, "-1.250000e+00"),
    (F6E3M2FN, 0x30, "-2.000000e+00"),
    (F6E3M2FN, 0x33, "-3.500000e+00"),
    (F6E3M2FN, 0x36, "-6.000000e+00"),
    (F6E3M2FN, 0x39, "-1.000000e+01"),
    (F6E3M2FN, 0x3C, "-1.600000e+01"),
    (F6E3M2FN, 0x3F, "-2.800000e+01"),
    (F6E3M2FN, 0x3F, "-2.800000e+01"),
    (F6E3M2FN, 0x1F, "2.800000e+01"),
    (F6E3M2FN, 0x20, "-0.000000e+00"),
    (F6E2M3FN, 0x0, "0.000000e+00"),
    (F6E2M3FN, 0x3, "3.750000e-01"),
    (F6E2M3FN, 0x6, "7.500000e-01"),
    (F6E2M3FN, 0x9, "1.125000e+00"),
    (F6E2M3FN, 0xC, "1.500000e+00"),
    (F6E2M3FN, 0xF, "1.875000e+00"),
    (F6E2M3FN, 0x12, "2.500000e+00"),
    (F6E2M3FN, 0x15, "3.250000e+00"),
    (F6E2M3FN, 0x18, "4.000000e+00"),
    (F6E2M3FN, 0x1B, "5.500000e+00"),
    (F6E2M3FN, 0x1E, "7.000000e+00"),
    (F6E2M3FN, 0x21, "-1.250000e-01"),
    (F6E2M3FN, 0x24, "-5.000000e-01"),
    (F6E2M3FN, 0x27, "-8.750000e-01"),
    (F6E2M3FN, 0x2A, "-1.250000e+00"),
    (F6E2M3FN, 0x2D, "-1.625000e+00"),
    (F6E2M3FN, 0x30, "-2.000000e+00"),
    (F6E2M3FN, 0x33, "-2.750000e+00"),
    (F6E2M3FN, 0x36, "-3.500000e+00"),
    (F6E2M3FN, 0x39, "-4.500000e+00"),
    (F6E2M3FN, 0x3C, "-6.000000e+00"),
    (F6E2M3FN, 0x3F, "-7.500000e+00"),
    (F6E2M3FN, 0x3F, "-7.500000e+00"),
    (F6E2M3FN, 0x1F, "7.500000e+00"),
    (F6E2M3FN, 0x20, "-0.000000e+00"),
    (F4E2M1FN, 0x0, "0.000000e+00"),
    (F4E2M1FN, 0x1, "5.000000e-01"),
    (F4E2M1FN, 0x2, "1.000000e+00"),
    (F4E2M1FN, 0x3, "1.500000e+00"),
    (F4E2M1FN, 0x4, "2.000000e+00"),
    (F4E2M1FN, 0x5, "3.000000e+00"),
    (F4E2M1FN, 0x6, "4.000000e+00"),
    (F4E2M1FN, 0x7, "6.000000e+00"),
    (F4E2M1FN, 0x8, "-0.000000e+00"),
    (F4E2M1FN, 0x9, "-5.000000e-01"),
    (F4E2M1FN, 0xA, "-1.000000e+00"),
    (F4E2M1FN, 0xB, "-1.500000e+00"),
    (F4E2M1FN, 0xC, "-2.000000e+00"),
    (F4E2M1FN, 0xD, "-3.000000e+00"),
    (F4E2M1FN, 0xE, "-4.000000e+00"),
    (F4E2M1FN, 0xF, "-6.000000e+00"),
    (F16, 0x6AA7, "3.406000e+03"),
    (F16, 0xBB91, "-9.458000e-01"),
    (F16, 0x29A, "3.969670e-05"),
    (F16, 0xD1F6, "-4.768750e+01"),
    (F16, 0xD340, "-5.800000e+01"),
    (F16, 0xCD87, "-2.210940e+01"),
    (F16, 0x4C73, "1.779690e+01"),
    (F16, 0xDAEA, "-2.212500e+02"),
    (F16, 0x5E50, "4.040000e+02"),
    (F16, 0xEE89, "-6.692000e+03"),
    (F16, 0x3193, "1.741940e-01"),
    (F16, 0x452E, "5.179690e+00"),
    (F16, 0x90E5, "-5.974760e-04"),
    (F16, 0x6FAC, "7.856000e+03"),
    (F16, 0x2964, "4.211430e-02"),
    (F16, 0x5F81, "4.802500e+02"),
    (F16, 0x1FCF, "7.625580e-03"),
    (F16, 0xDFC9, "-4.982500e+02"),
    (F16, 0x6ED4, "6.992000e+03"),
    (F16, 0x42D6, "3.417970e+00"),
    (F16, 0x8FE4, "-4.816060e-04"),
    (F16, 0xA091, "-8.918760e-03"),
    (F16, 0x2CA1, "7.232670e-02"),
    (F16, 0x9C9C, "-4.501340e-03"),
    (F16, 0x8D9F, "-3.430840e-04"),
    (BF16, 0x2FD2, "3.819880e-10"),
    (BF16, 0x5ADA, "3.068080e+16"),
    (BF16, 0xBCF7, "-3.015140e-02"),
    (BF16, 0xF543, "-2.471920e+32"),
    (BF16, 0xBB9D, "-4.791260e-03"),
    (BF16, 0x175F, "7.205510e-25"),
    (BF16, 0x87F2, "-3.641210e-34"),
    (BF16, 0xFA88, "-3.530760e+35"),
    (BF16, 0xBC42, "-1.184080e-02"),
    (BF16, 0x6980, "1.934280e+25"),
    (BF16, 0x95C5, "-7.956770e-26"),
    (BF16, 0x8101, "-2.369360e-38"),
    (BF16, 0x2AA4, "2.913230e-13"),
    (BF16, 0x25EC, "4.093950e-16"),
    (BF16, 0x34A9, "3.147870e-07"),
    (BF16, 0xB80E, "-3.385540e-05"),
    (BF16, 0x13ED, "5.982720e-27"),
    (BF16, 0x30A1, "1.171430e-09"),
    (BF16, 0xD64A, "-5.552530e+13"),
    (BF16, 0x5770, "2.638830e+14"),
    (F32, 0x527122DC, "2.5891799E+11"),
    (F32, 0x6057C82, "2.51059937E-35"),
    (F32, 0x7576714A, "3.12403028E+32"),
    (F32, 0x56EAA301, "1.28992909E+14"),
    (F32, 0x6E0F458, "8.46184659E-35"),
    (F32, 0xF7ACEE22, "-7.01488255E+33"),
    (F32, 0x82BDE024, "-2.78997044E-37"),
    (F32, 0xFA928906, "-3.80427253E+35"),
    (F32, 0xB0D26EE6, "-1.53110302E-9"),
    (F32, 0xBE99854A, "-0.29984504"),
    (F32, 0x6A5CCC2C, "6.67319637E+25"),
    (F32, 0xE266D0, "2.07917043E-38"),
    (F32, 0x1B5577D, "6.66144387E-38"),
    (F32, 0xF0B37868, "-4.44347032E+29"),
    (F32, 0xA9F559FC, "-1.08957954E-13"),
    (F32, 0xDEEA959E, "-8.45179525E+18"),
    (F32, 0x29EF41D0, "1.06251488E-13"),
    (F32, 0xC555663F, "-3414.39038"),
    (F32, 0x94820A06, "-1.3130599E-26"),
    (F32, 0x2DCAABD5, "2.304105E-11"),
    (F32, 0x495CFA4F, "905124.937"),
    (F32, 0x1978CEC0, "1.28630523E-23"),
    (F32, 0xA70CE1B5, "-1.9551259E-15"),
    (F32, 0x6A1ECCDA, "4.79944159E+25"),
    (F32, 0x1B1BCF72, "1.28883287E-22"),
    (F32, 0xE2B2848B, "-1.64653559E+21"),
    (F32, 0xAE711399, "-5.4814462E-11"),
    (F32, 0x93FD7234, "-6.39787918E-27"),
    (F32, 0x2E80DBD5, "5.8598161E-11"),
    (F32, 0xBC90A6EC, "-0.0176577196"),
    (F32, 0x600027E8, "3.69384186E+19"),
    (F32, 0x3B8D0E76, "0.00430470239"),
    (F32, 0xF5CDB941, "-5.21571412E+32"),
    (F32, 0x860A7DA1, "-2.60472128E-35"),
    (F32, 0x9893588C, "-3.80880189E-24"),
    (F64, 0xE9C329A8B59A5969, "-2.9336244025820534E+201"),
    (F64, 0x5473DA68D3285151, "6.7849754646561841E+98"),
    (F64, 0xA4DE3E4CE9FB6A8, "4.8600720678952611E-259"),
    (F64, 0x1EAB5CD83B788B66, "6.0820624027885623E-161"),
    (F64, 0x7FCD33D2DF8960AD, "4.10132964629943E+307"),
    (F64, 0xBCB8A0843764B52E, "-3.4176852267502832E-16"),
    (F64, 0xC18C6DA1CD4944B6, "-59618361.660775587"),
    (F64, 0xAB721AB08E1A11F0, "-2.0692936927247466E-99"),
    (F64, 0x41FAD2962F927291, "7200137977.1529703"),
    (F64, 0x6F05571896AF0DEA, "6.3192512515491949E+226"),
    (F64, 0xEA80DB0684AB5616, "-1.0569403110114571E+205"),
    (F64, 0x213F191FF56AE7EA, "1.5200456102231995E-148"),
    (F64, 0xFAD2B6C50AA25068, "-4.3481173943335628E+283"),
    (F64, 0x4D23BED52A04F77A, "4.0614014643336468E+63"),
    (F64, 0xDD533730FBB91133, "-3.6612697690613018E+141"),
    (F64, 0x26530CDD50B612B, "4.0502177924977255E-297"),
    (F64, 0xF70AE8C026784184, "-2.7114817958106491E+265"),
    (F64, 0x5987BAF13AA725CB, "1.9608773770896137E+123"),
    (F64, 0x578B24268A04F74F, "5.2217687753452103E+113"),
    (F64, 0x62D1C049282FE557, "1.0467507166491465E+168"),
    (F64, 0x3499F8452E1FBB0, "8.0239112593151027E-293"),
    (F64, 0xF967BCC0CA02F4D, "1.4142587738176482E-233"),
    (F64, 0x71F2F9C4B6307BAD, "7.9081225185686655E+240"),
    (F64, 0x635A8CE2141CB03E, "4.0079971091352549E+170"),
    (F64, 0xCC905983FE9E6246, "-6.5682268152180175E+60"),
    (F64, 0x2DF2B7C8EBAA7701, "2.3523319674493097E-87"),
    (F64, 0x2FF5F56C9F0B072, "3.0700980282040266E-294"),
    (F64, 0xB65B9045C5BC647A, "-7.5439025009270322E-47"),
    (F64, 0x372139F35E2503DD, "3.8622856756221928E-43"),
    (F64, 0x8334BB82ADBFB00E, "-3.2461988957995748E-293"),
    (F64, 0x1F1AF1FAC2E1DAC4, "7.6662721838921729E-159"),
    (F64, 0x9F3180427B142708, "-1.9917072854191663E-158"),
    (F64, 0x3898F4E0FC01B11, "1.2806528033449365E-291"),
    (F64, 0x7DE6002DA0485922, "2.8776776539821043E+298"),
    (F64, 0xC5A0FF6D53650FC7, "-2.6302762587259502E+27"),
    (TF32, 0x4E176, "-5.781990e-22"),
    (TF32, 0x7BA7E, "-4.213670e+33"),
    (TF32, 0x35DDB, "4.530450e+26"),
    (TF32, 0x7617E, "-8.498740e+26"),
    (TF32, 0x79EC8, "-3.438500e+31"),
    (TF32, 0x46602, "-2.962080e-31"),
    (TF32, 0x19CDD, "7.246850e-08"),
    (TF32, 0x2EA0F, "8.731350e+17"),
    (F80, 0xB2D4A9B04E95C4D3C54C, "-2.24041033454916394143E-1015"),
    (F80, 0x7EB1947DE9B026501578, "3.94387413683646651842E+4831"),
    (F80, 0x3B0BD5E6FA5AF79FCAA0, "3.28829594380324070363E-382"),
    (F80, 0x266FC9CDBEC729AA57A5, "1.80895395826330785089E-1970"),
    (F80, 0xDAB21AB98F85056138, "9.85336920255023097619E-4867"),
    (F80, 0xE2CCFEFE369AA85DFFCA, "-1.49813066793940840368E+2682"),
    (F80, 0xCC68EF0E1C779B852CBC, "-4.40133380954303537502E+956"),
    (F80, 0xC0018152A2C543A7C488, "-4.04133738067798070973"),
    (F80, 0xF46DC05F69AFCA5B2579, "-3.99517021478956162139E+4040"),
    (F80, 0xEB3F3E46CC1C2E93761B, "0xFFFF3E46CC1C2E93761B"),
    (F128, 0x2D0BC102549968E75F77442206FB8A80, "4.43073952281063442875595148687749454E-1461"),
    (F128, 0x92573B502D9059C62D87BAB8650FFBCF, "-4.48655359008063700817837672915000658E-3519"),
    (F128, 0xE4B1455B84AD1903D2CF5D1DAE103641, "-9.54772969957064056550653949524298114E+2827"),
    (F128, 0x836170C269CACC7BF5CE60113FBA91D2, "-5.9570391212237666938656971213348111E-4672"),
    (F128, 0x1EC1DB445330D7C56AE36852B11F43A4, "3.18738480523167042334733237856960856E-2562"),
    (F128, 0xBE5A445275E38718A4CC1AD011552DDF, "-2.33942118693563637045064183373411625E-127"),
    (F128, 0x923C73249F0E5690A0CE08BB31EFBEF6, "-3.93461429875656214629572316009124458E-3527"),
    (F128, 0x87ED24BA22910C37BFC8436533AF061B, "-1.18485495548746520145090966360319765E-4321"),
    (F128, 0x915F892F548DC2143BB5A287E4DAA2E7, "-1.23688294828341263774460645276272299E-3593"),
    (F128, 0x82A4E5F289CB56B82017A69D4AD48431, "-1.00047770898443904957099194190434165E-4728"),
    (F32, 0x57E35FA9, "5.000000e+14"),
    (F32, 0x6BF82779, "6.000000e+26"),
    (F32, 0x2135EC2A, "6.16377459E-19"),
    (F32, 0x4D3EBC20, "2.000000e+08"),
    (F32, 0x5B31A2BC, "5.000000e+16"),
    (F32, 0x472492E6, "4.213090e+04"),
    (F32, 0x410313A6, "8.19229698"),
    (F32, 0x6DF9C85F, "9.663000e+27"),
    (F32, 0x3F2D0CED, "0.675978481"),
    (F32, 0x36843156, "3.939650e-06"),
    (F32, 0x597B931, "1.426800e-35"),
    (F32, 0x15461206, "4.000000e-26"),
    (F32, 0x6A573306, "6.504000e+25"),
    (F32, 0x4A2AE600, "2.800000e+06"),
    (F32, 0x4599B000, "4.918000e+03"),
    (F32, 0xD1CB41A, "4.828800e-31"),
    (F32, 0x290F59AD, "3.18301598E-14"),
    (F32, 0x3FF33333, "1.900000e+00"),
    (F32, 0x5CF234CD, "5.454000e+17"),
    (F32, 0x20869663, "2.280000e-19"),
    (F32, 0x6AF7546, "6.600000e-35"),
    (F32, 0x48C8C640, "4.111860e+05"),
    (F32, 0x11FD87B6, "4.000000e-28"),
    (F64, 0x475471995C8680FF, "4.246000e+35"),
    (F64, 0x3D90F2C160139451, "3.85358889E-12"),
    (F64, 0x3AAED7E0F0EBECBA, "4.983000e-26"),
    (F64, 0x3D67ECE53F0B3E55, "6.800000e-13"),
    (F64, 0x443D592C53C25275, "5.4138118100000001E+20"),
    (F64, 0x46D422A8AB28FA8C, "1.6335765999999999E+33"),
    (F64, 0x465306FEC5FF184B, "6.030000e+30"),
    (F64, 0x3CFBC57A9B16539E, "6.166490e-15"),
    (F64, 0x44DD754822CB0842, "5.5644837999999998E+23"),
    (F64, 0x3869856BE3CFD156, "6.0E-37"),
    (F64, 0x475C8EC78F710032, "5.9312089999999998E+35"),
    (F64, 0x444043561A882930, "6.000000e+20"),
    (F64, 0x41576B1B00000000, "0x41576B1B00000000"),
    (F64, 0x40AFE7F5C28F5C29, "4.083980e+03"),
    (F64, 0x471DF7AC1C114048, "3.890000e+34"),
    (F64, 0x3ABEF2D0F5DA7DD9, "1.000000e-25"),
    (F64, 0x3B9E17E374109E92, "1.5931268E-21"),
    (F64, 0x39322C4C48C2DB70, "3.500000e-33"),
    (F64, 0x4676627CD0FD26F0, "2.837600e+31"),
    (F64, 0x4513857E9043B11B, "5.900000e+24"),
    (F64, 0x44456CAB6F06CC28, "7.9042419999999997E+20"),
    (F64, 0x4116378000000000, "3.640000e+05"),
    (F64, 0x47BD90E79933F5FD, "3.930000e+37"),
    (F64, 0x45D4F6A02F579EA9, "2.5951409600000001E+28"),
    (F64, 0x3DA4466608B81DC3, "9.220000e-12"),
];

/// (kind, literal, leading minus, bits MLIR stores (via arith.bitcast folding),
/// text mlir-opt-22 prints for the attribute).
#[rustfmt::skip]
const PARSE_CASES: &[(FloatKind, &str, bool, u128, &str)] = &[
    (F16, "0.1", false, 0x2E66, "9.997550e-02"),
    (F16, "1.0", false, 0x3C00, "1.000000e+00"),
    (F16, "1.", false, 0x3C00, "1.000000e+00"),
    (F16, "0.0", false, 0x0, "0.000000e+00"),
    (F16, "2.5e-3", false, 0x191F, "2.500530e-03"),
    (F16, "1.0e10", false, 0x7C00, "0x7C00"),
    (F16, "1.0e-10", false, 0x0, "0.000000e+00"),
    (F16, "0.3", false, 0x34CD, "3.000490e-01"),
    (F16, "1.00000005960464477539062500001", false, 0x3C00, "1.000000e+00"),
    (F16, "123456789.0", false, 0x7C00, "0x7C00"),
    (F16, "1.0e16", false, 0x7C00, "0x7C00"),
    (F16, "1.0e-300", false, 0x0, "0.000000e+00"),
    (F16, "4.9e-324", false, 0x0, "0.000000e+00"),
    (F16, "2.4703282292062328e-324", false, 0x0, "0.000000e+00"),
    (F16, "2.4703282292062327e-324", false, 0x0, "0.000000e+00"),
    (F16, "1.0e400", false, 0x7C00, "0x7C00"),
    (F16, "1.0e-400", false, 0x0, "0.000000e+00"),
    (F16, "3.4028235e38", false, 0x7C00, "0x7C00"),
    (F16, "3.4028236e38", false, 0x7C00, "0x7C00"),
    (F16, "1.7976931348623157e308", false, 0x7C00, "0x7C00"),
    (F16, "1.7976931348623159e308", false, 0x7C00, "0x7C00"),
    (F16, "65504.0", false, 0x7BFF, "6.550400e+04"),
    (F16, "65519.99", false, 0x7BFF, "6.550400e+04"),
    (F16, "65520.0", false, 0x7C00, "0x7C00"),
    (F16, "6.0e-8", false, 0x1, "5.960460e-08"),
    (F16, "5.960464477539063e-8", false, 0x1, "5.960460e-08"),
    (F16, "2.98e-8", false, 0x0, "0.000000e+00"),
    (F16, "1.0E5", false, 0x7C00, "0x7C00"),
    (F16, "1.5e+2", false, 0x58B0, "1.500000e+02"),
    (F16, "0.000000000000000000000000000000000000000000001", false, 0x0, "0.000000e+00"),
    (F16, "100000000000000000000000000000000000000.0", false, 0x7C00, "0x7C00"),
    (F16, "3.14159265358979323846264338327950288419716939937510", false, 0x4248, "3.140630e+00"),
    (F16, "0.333333333333333333333333333333333333", false, 0x3555, "3.332520e-01"),
    (F16, "12345678.0", false, 0x7C00, "0x7C00"),
    (F16, "0.5", false, 0x3800, "5.000000e-01"),
    (F16, "1.0e38", false, 0x7C00, "0x7C00"),
    (F16, "1.0e-38", false, 0x0, "0.000000e+00"),
    (F16, "1.17549435e-38", false, 0x0, "0.000000e+00"),
    (F16, "1.4e-45", false, 0x0, "0.000000e+00"),
    (F16, "7.0e-46", false, 0x0, "0.000000e+00"),
    (F16, "0.00001", false, 0xA8, "1.001360e-05"),
    (F16, "9.999999999999999e22", false, 0x7C00, "0x7C00"),
    (F16, "1.0e23", false, 0x7C00, "0x7C00"),
    (F16, "0.1e1", false, 0x3C00, "1.000000e+00"),
    (F16, "00012.500", false, 0x4A40, "1.250000e+01"),
    (F16, "1.0e0", false, 0x3C00, "1.000000e+00"),
    (F16, "1.0e-0", false, 0x3C00, "1.000000e+00"),
    (F16, "448.0", false, 0x5F00, "4.480000e+02"),
    (F16, "464.0", false, 0x5F40, "4.640000e+02"),
    (F16, "465.0", false, 0x5F44, "4.650000e+02"),
    (F16, "240.0", false, 0x5B80, "2.400000e+02"),
    (F16, "57344.0", false, 0x7B00, "5.734400e+04"),
    (F16, "61440.0", false, 0x7B80, "6.144000e+04"),
    (F16, "0.001953125", false, 0x1800, "1.953130e-03"),
    (F16, "0.0009765625", false, 0x1400, "9.765620e-04"),
    (F16, "6.0", false, 0x4600, "6.000000e+00"),
    (F16, "7.0", false, 0x4700, "7.000000e+00"),
    (F16, "28.0", false, 0x4F00, "2.800000e+01"),
    (F16, "30.0", false, 0x4F80, "3.000000e+01"),
    (F16, "1.e5", false, 0x7C00, "0x7C00"),
    (F16, "0.e3", false, 0x0, "0.000000e+00"),
    (F16, "00.000e-5", false, 0x0, "0.000000e+00"),
    (F16, "7.E-3", false, 0x1F2B, "6.999970e-03"),
    (F16, "0.1", true, 0xAE66, "-9.997550e-02"),
    (F16, "0.0", true, 0x8000, "-0.000000e+00"),
    (F16, "1.0e400", true, 0xFC00, "0xFC00"),
    (F16, "65520.0", true, 0xFC00, "0xFC00"),
    (F16, "2.5e-3", true, 0x991F, "-2.500530e-03"),
    (F16, "1.0e-400", true, 0x8000, "-0.000000e+00"),
    (BF16, "0.1", false, 0x3DCD, "1.000980e-01"),
    (BF16, "1.0", false, 0x3F80, "1.000000e+00"),
    (BF16, "1.", false, 0x3F80, "1.000000e+00"),
    (BF16, "0.0", false, 0x0, "0.000000e+00"),
    (BF16, "2.5e-3", false, 0x3B24, "2.502440e-03"),
    (BF16, "1.0e10", false, 0x5015, "9.999220e+09"),
    (BF16, "1.0e-10", false, 0x2EDC, "1.000440e-10"),
    (BF16, "0.3", false, 0x3E9A, "3.007810e-01"),
    (BF16, "1.00000005960464477539062500001", false, 0x3F80, "1.000000e+00"),
    (BF16, "123456789.0", false, 0x4CEB, "1.232080e+08"),
    (BF16, "1.0e16", false, 0x5A0E, "9.992360e+15"),
    (BF16, "1.0e-300", false, 0x0, "0.000000e+00"),
    (BF16, "4.9e-324", false, 0x0, "0.000000e+00"),
    (BF16, "2.4703282292062328e-324", false, 0x0, "0.000000e+00"),
    (BF16, "2.4703282292062327e-324", false, 0x0, "0.000000e+00"),
    (BF16, "1.0e400", false, 0x7F80, "0x7F80"),
    (BF16, "1.0e-400", false, 0x0, "0.000000e+00"),
    (BF16, "3.4028235e38", false, 0x7F80, "0x7F80"),
    (BF16, "3.4028236e38", false, 0x7F80, "0x7F80"),
    (BF16, "1.7976931348623157e308", false, 0x7F80, "0x7F80"),
    (BF16, "1.7976931348623159e308", false, 0x7F80, "0x7F80"),
    (BF16, "65504.0", false, 0x4780, "6.553600e+04"),
    (BF16, "65519.99", false, 0x4780, "6.553600e+04"),
    (BF16, "65520.0", false, 0x4780, "6.553600e+04"),
    (BF16, "6.0e-8", false, 0x3381, "6.007030e-08"),
    (BF16, "5.960464477539063e-8", false, 0x3380, "5.960460e-08"),
    (BF16, "2.98e-8", false, 0x3300, "2.980230e-08"),
    (BF16, "1.0E5", false, 0x47C3, "9.984000e+04"),
    (BF16, "1.5e+2", false, 0x4316, "1.500000e+02"),
    (BF16, "0.000000000000000000000000000000000000000000001", false, 0x0, "0.000000e+00"),
    (BF16, "100000000000000000000000000000000000000.0", false, 0x7E96, "9.969200e+37"),
    (BF16, "3.14159265358979323846264338327950288419716939937510", false, 0x4049, "3.140630e+00"),
    (BF16, "0.333333333333333333333333333333333333", false, 0x3EAB, "3.339840e-01"),
    (BF16, "12345678.0", false, 0x4B3C, "1.232080e+07"),
    (BF16, "0.5", false, 0x3F00, "5.000000e-01"),
    (BF16, "1.0e38", false, 0x7E96, "9.969200e+37"),
    (BF16, "1.0e-38", false, 0x6D, "1.001010e-38"),
    (BF16, "1.17549435e-38", false, 0x80, "1.175490e-38"),
    (BF16, "1.4e-45", false, 0x0, "0.000000e+00"),
    (BF16, "7.0e-46", false, 0x0, "0.000000e+00"),
    (BF16, "0.00001", false, 0x3728, "1.001360e-05"),
    (BF16, "9.999999999999999e22", false, 0x65A9, "9.975990e+22"),
    (BF16, "1.0e23", false, 0x65A9, "9.975990e+22"),
    (BF16, "0.1e1", false, 0x3F80, "1.000000e+00"),
    (BF16, "00012.500", false, 0x4148, "1.250000e+01"),
    (BF16, "1.0e0", false, 0x3F80, "1.000000e+00"),
    (BF16, "1.0e-0", false, 0x3F80, "1.000000e+00"),
    (BF16, "448.0", false, 0x43E0, "4.480000e+02"),
    (BF16, "464.0", false, 0x43E8, "4.640000e+02"),
    (BF16, "465.0", false, 0x43E8, "4.640000e+02"),
    (BF16, "240.0", false, 0x4370, "2.400000e+02"),
    (BF16, "57344.0", false, 0x4760, "5.734400e+04"),
    (BF16, "61440.0", false, 0x4770, "6.144000e+04"),
    (BF16, "0.001953125", false, 0x3B00, "1.953130e-03"),
    (BF16, "0.0009765625", false, 0x3A80, "9.765620e-04"),
    (BF16, "6.0", false, 0x40C0, "6.000000e+00"),
    (BF16, "7.0", false, 0x40E0, "7.000000e+00"),
    (BF16, "28.0", false, 0x41E0, "2.800000e+01"),
    (BF16, "30.0", false, 0x41F0, "3.000000e+01"),
    (BF16, "1.e5", false, 0x47C3, "9.984000e+04"),
    (BF16, "0.e3", false, 0x0, "0.000000e+00"),
    (BF16, "00.000e-5", false, 0x0, "0.000000e+00"),
    (BF16, "7.E-3", false, 0x3BE5, "6.988530e-03"),
    (BF16, "0.1", true, 0xBDCD, "-1.000980e-01"),
    (BF16, "0.0", true, 0x8000, "-0.000000e+00"),
    (BF16, "1.0e400", true, 0xFF80, "0xFF80"),
    (BF16, "65520.0", true, 0xC780, "-6.553600e+04"),
    (BF16, "2.5e-3", true, 0xBB24, "-2.502440e-03"),
    (BF16, "1.0e-400", true, 0x8000, "-0.000000e+00"),
    (F32, "0.1", false, 0x3DCCCCCD, "1.000000e-01"),
    (F32, "1.0", false, 0x3F800000, "1.000000e+00"),
    (F32, "1.", false, 0x3F800000, "1.000000e+00"),
    (F32, "0.0", false, 0x0, "0.000000e+00"),
    (F32, "2.5e-3", false, 0x3B23D70A, "2.500000e-03"),
    (F32, "1.0e10", false, 0x501502F9, "1.000000e+10"),
    (F32, "1.0e-10", false, 0x2EDBE6FF, "1.000000e-10"),
    (F32, "0.3", false, 0x3E99999A, "3.000000e-01"),
    (F32, "1.00000005960464477539062500001", false, 0x3F800000, "1.000000e+00"),
    (F32, "123456789.0", false, 0x4CEB79A3, "0x4CEB79A3"),
    (F32, "1.0e16", false, 0x5A0E1BCA, "1.000000e+16"),
    (F32, "1.0e-300", false, 0x0, "0.000000e+00"),
    (F32, "4.9e-324", false, 0x0, "0.000000e+00"),
    (F32, "2.4703282292062328e-324", false, 0x0, "0.000000e+00"),
    (F32, "2.4703282292062327e-324", false, 0x0, "0.000000e+00"),
    (F32, "1.0e400", false, 0x7F800000, "0x7F800000"),
    (F32, "1.0e-400", false, 0x0, "0.000000e+00"),
    (F32, "3.4028235e38", false, 0x7F7FFFFF, "3.40282347E+38"),
    (F32, "3.4028236e38", false, 0x7F800000, "0x7F800000"),
    (F32, "1.7976931348623157e308", false, 0x7F800000, "0x7F800000"),
    (F32, "1.7976931348623159e308", false, 0x7F800000, "0x7F800000"),
    (F32, "65504.0", false, 0x477FE000, "6.550400e+04"),
    (F32, "65519.99", false, 0x477FEFFD, "65519.9883"),
    (F32, "65520.0", false, 0x477FF000, "6.552000e+04"),
    (F32, "6.0e-8", false, 0x3380D959, "5.99999978E-8"),
    (F32, "5.960464477539063e-8", false, 0x33800000, "5.96046448E-8"),
    (F32, "2.98e-8", false, 0x32FFFAE5, "2.980000e-08"),
    (F32, "1.0E5", false, 0x47C35000, "1.000000e+05"),
    (F32, "1.5e+2", false, 0x43160000, "1.500000e+02"),
    (F32, "0.000000000000000000000000000000000000000000001", false, 0x1, "1.401300e-45"),
    (F32, "100000000000000000000000000000000000000.0", false, 0x7E967699, "9.99999968E+37"),
    (F32, "3.14159265358979323846264338327950288419716939937510", false, 0x40490FDB, "3.14159274"),
    (F32, "0.333333333333333333333333333333333333", false, 0x3EAAAAAB, "0.333333343"),
    (F32, "12345678.0", false, 0x4B3C614E, "0x4B3C614E"),
    (F32, "0.5", false, 0x3F000000, "5.000000e-01"),
    (F32, "1.0e38", false, 0x7E967699, "9.99999968E+37"),
    (F32, "1.0e-38", false, 0x6CE3EE, "9.99999935E-39"),
    (F32, "1.17549435e-38", false, 0x800000, "1.17549435E-38"),
    (F32, "1.4e-45", false, 0x1, "1.401300e-45"),
    (F32, "7.0e-46", false, 0x0, "0.000000e+00"),
    (F32, "0.00001", false, 0x3727C5AC, "9.99999974E-6"),
    (F32, "9.999999999999999e22", false, 0x65A96816, "9.99999977E+22"),
    (F32, "1.0e23", false, 0x65A96816, "9.99999977E+22"),
    (F32, "0.1e1", false, 0x3F800000, "1.000000e+00"),
    (F32, "00012.500", false, 0x41480000, "1.250000e+01"),
    (F32, "1.0e0", false, 0x3F800000, "1.000000e+00"),
    (F32, "1.0e-0", false, 0x3F800000, "1.000000e+00"),
    (F32, "448.0", false, 0x43E00000, "4.480000e+02"),
    (F32, "464.0", false, 0x43E80000, "4.640000e+02"),
    (F32, "465.0", false, 0x43E88000, "4.650000e+02"),
    (F32, "240.0", false, 0x43700000, "2.400000e+02"),
    (F32, "57344.0", false, 0x47600000, "5.734400e+04"),
    (F32, "61440.0", false, 0x47700000, "6.144000e+04"),
    (F32, "0.001953125", false, 0x3B000000, "0.001953125"),
    (F32, "0.0009765625", false, 0x3A800000, "9.765625E-4"),
    (F32, "6.0", false, 0x40C00000, "6.000000e+00"),
    (F32, "7.0", false, 0x40E00000, "7.000000e+00"),
    (F32, "28.0", false, 0x41E00000, "2.800000e+01"),
    (F32, "30.0", false, 0x41F00000, "3.000000e+01"),
    (F32, "1.e5", false, 0x47C35000, "1.000000e+05"),
    (F32, "0.e3", false, 0x0, "0.000000e+00"),
    (F32, "00.000e-5", false, 0x0, "0.000000e+00"),
    (F32, "7.E-3", false, 0x3BE56042, "7.000000e-03"),
    (F32, "0.1", true, 0xBDCCCCCD, "-1.000000e-01"),
    (F32, "0.0", true, 0x80000000, "-0.000000e+00"),
    (F32, "1.0e400", true, 0xFF800000, "0xFF800000"),
    (F32, "65520.0", true, 0xC77FF000, "-6.552000e+04"),
    (F32, "2.5e-3", true, 0xBB23D70A, "-2.500000e-03"),
    (F32, "1.0e-400", true, 0x80000000, "-0.000000e+00"),
    (F64, "0.1", false, 0x3FB999999999999A, "1.000000e-01"),
    (F64, "1.0", false, 0x3FF0000000000000, "1.000000e+00"),
    (F64, "1.", false, 0x3FF0000000000000, "1.000000e+00"),
    (F64, "0.0", false, 0x0, "0.000000e+00"),
    (F64, "2.5e-3", false, 0x3F647AE147AE147B, "2.500000e-03"),
    (F64, "1.0e10", false, 0x4202A05F20000000, "1.000000e+10"),
    (F64, "1.0e-10", false, 0x3DDB7CDFD9D7BDBB, "1.000000e-10"),
    (F64, "0.3", false, 0x3FD3333333333333, "3.000000e-01"),
    (F64, "1.00000005960464477539062500001", false, 0x3FF0000010000000, "1.0000000596046448"),
    (F64, "123456789.0", false, 0x419D6F3454000000, "0x419D6F3454000000"),
    (F64, "1.0e16", false, 0x4341C37937E08000, "1.000000e+16"),
    (F64, "1.0e-300", false, 0x1A56E1FC2F8F359, "1.000000e-300"),
    (F64, "4.9e-324", false, 0x1, "4.940660e-324"),
    (F64, "2.4703282292062328e-324", false, 0x1, "4.940660e-324"),
    (F64, "2.4703282292062327e-324", false, 0x0, "0.000000e+00"),
    (F64, "1.0e400", false, 0x7FF0000000000000, "0x7FF0000000000000"),
    (F64, "1.0e-400", false, 0x0, "0.000000e+00"),
    (F64, "3.4028235e38", false, 0x47EFFFFFE54DAFF8, "3.4028234999999999E+38"),
    (F64, "3.4028236e38", false, 0x47EFFFFFF514A7BC, "3.4028235999999999E+38"),
    (F64, "1.7976931348623157e308", false, 0x7FEFFFFFFFFFFFFF, "1.7976931348623157E+308"),
    (F64, "1.7976931348623159e308", false, 0x7FF0000000000000, "0x7FF0000000000000"),
    (F64, "65504.0", false, 0x40EFFC0000000000, "6.550400e+04"),
    (F64, "65519.99", false, 0x40EFFDFFAE147AE1, "65519.989999999998"),
    (F64, "65520.0", false, 0x40EFFE0000000000, "6.552000e+04"),
    (F64, "6.0e-8", false, 0x3E701B2B29A4692B, "6.000000e-08"),
    (F64, "5.960464477539063e-8", false, 0x3E70000000000000, "5.9604644775390625E-8"),
    (F64, "2.98e-8", false, 0x3E5FFF5C939522DB, "2.980000e-08"),
    (F64, "1.0E5", false, 0x40F86A0000000000, "1.000000e+05"),
    (F64, "1.5e+2", false, 0x4062C00000000000, "1.500000e+02"),
    (F64, "0.000000000000000000000000000000000000000000001", false, 0x3696D601AD376AB9, "9.9999999999999998E-46"),
    (F64, "100000000000000000000000000000000000000.0", false, 0x47D2CED32A16A1B1, "9.9999999999999997E+37"),
    (F64, "3.14159265358979323846264338327950288419716939937510", false, 0x400921FB54442D18, "3.1415926535897931"),
    (F64, "0.333333333333333333333333333333333333", false, 0x3FD5555555555555, "0.33333333333333331"),
    (F64, "12345678.0", false, 0x41678C29C0000000, "0x41678C29C0000000"),
    (F64, "0.5", false, 0x3FE0000000000000, "5.000000e-01"),
    (F64, "1.0e38", false, 0x47D2CED32A16A1B1, "9.9999999999999997E+37"),
    (F64, "1.0e-38", false, 0x380B38FB9DAA78E4, "9.9999999999999996E-39"),
    (F64, "1.17549435e-38", false, 0x380FFFFFFF9FDBA8, "1.17549435E-38"),
    (F64, "1.4e-45", false, 0x369FF868BF4D956A, "1.400000e-45"),
    (F64, "7.0e-46", false, 0x368FF868BF4D956A, "7.000000e-46"),
    (F64, "0.00001", false, 0x3EE4F8B588E368F1, "1.000000e-05"),
    (F64, "9.999999999999999e22", false, 0x44B52D02C7E14AF6, "9.9999999999999991E+22"),
    (F64, "1.0e23", false, 0x44B52D02C7E14AF6, "9.9999999999999991E+22"),
    (F64, "0.1e1", false, 0x3FF0000000000000, "1.000000e+00"),
    (F64, "00012.500", false, 0x4029000000000000, "1.250000e+01"),
    (F64, "1.0e0", false, 0x3FF0000000000000, "1.000000e+00"),
    (F64, "1.0e-0", false, 0x3FF0000000000000, "1.000000e+00"),
    (F64, "448.0", false, 0x407C000000000000, "4.480000e+02"),
    (F64, "464.0", false, 0x407D000000000000, "4.640000e+02"),
    (F64, "465.0", false, 0x407D100000000000, "4.650000e+02"),
    (F64, "240.0", false, 0x406E000000000000, "2.400000e+02"),
    (F64, "57344.0", false, 0x40EC000000000000, "5.734400e+04"),
    (F64, "61440.0", false, 0x40EE000000000000, "6.144000e+04"),
    (F64, "0.001953125", false, 0x3F60000000000000, "0.001953125"),
    (F64, "0.0009765625", false, 0x3F50000000000000, "9.765625E-4"),
    (F64, "6.0", false, 0x4018000000000000, "6.000000e+00"),
    (F64, "7.0", false, 0x401C000000000000, "7.000000e+00"),
    (F64, "28.0", false, 0x403C000000000000, "2.800000e+01"),
    (F64, "30.0", false, 0x403E000000000000, "3.000000e+01"),
    (F64, "1.e5", false, 0x40F86A0000000000, "1.000000e+05"),
    (F64, "0.e3", false, 0x0, "0.000000e+00"),
    (F64, "00.000e-5", false, 0x0, "0.000000e+00"),
    (F64, "7.E-3", false, 0x3F7CAC083126E979, "7.000000e-03"),
    (F64, "0.1", true, 0xBFB999999999999A, "-1.000000e-01"),
    (F64, "0.0", true, 0x8000000000000000, "-0.000000e+00"),
    (F64, "1.0e400", true, 0xFFF0000000000000, "0xFFF0000000000000"),
    (F64, "65520.0", true, 0xC0EFFE0000000000, "-6.552000e+04"),
    (F64, "2.5e-3", true, 0xBF647AE147AE147B, "-2.500000e-03"),
    (F64, "1.0e-400", true, 0x8000000000000000, "-0.000000e+00"),
    (TF32, "0.1", false, 0x1EE66, "9.997550e-02"),
    (TF32, "1.0", false, 0x1FC00, "1.000000e+00"),
    (TF32, "0.3", false, 0x1F4CD, "3.000490e-01"),
    (TF32, "1.00000005960464477539062500001", false, 0x1FC00, "1.000000e+00"),
    (TF32, "1.0e16", false, 0x2D071, "1.000120e+16"),
    (TF32, "1.0e-300", false, 0x0, "0.000000e+00"),
    (TF32, "4.9e-324", false, 0x0, "0.000000e+00"),
    (TF32, "1.0e400", false, 0x3FC00, "0x3FC00"),
    (TF32, "1.7976931348623157e308", false, 0x3FC00, "0x3FC00"),
    (TF32, "65520.0", false, 0x23C00, "6.553600e+04"),
    (TF32, "3.14159265358979323846264338327950288419716939937510", false, 0x20248, "3.140630e+00"),
    (TF32, "12345678.0", false, 0x259E3, "1.234530e+07"),
    (TF32, "1.17549435e-38", false, 0x400, "1.175490e-38"),
    (TF32, "1.4e-45", false, 0x0, "0.000000e+00"),
    (TF32, "1.e5", false, 0x23E1A, "9.996800e+04"),
    (TF32, "0.1", true, 0x5EE66, "-9.997550e-02"),
    (TF32, "0.0", true, 0x40000, "-0.000000e+00"),
    (TF32, "1.0e400", true, 0x7FC00, "0x7FC00"),
    (TF32, "65520.0", true, 0x63C00, "-6.553600e+04"),
    (TF32, "2.5e-3", true, 0x5D91F, "-2.500530e-03"),
    (TF32, "1.0e-400", true, 0x40000, "-0.000000e+00"),
    (F80, "0.1", false, 0x3FFBCCCCCCCCCCCCD000, "0.100000000000000005551"),
    (F80, "1.0", false, 0x3FFF8000000000000000, "1.000000e+00"),
    (F80, "0.3", false, 0x3FFD9999999999999800, "0.299999999999999988898"),
    (F80, "1.00000005960464477539062500001", false, 0x3FFF8000008000000000, "1.00000005960464477539"),
    (F80, "1.0e16", false, 0x40348E1BC9BF04000000, "1.000000e+16"),
    (F80, "1.0e-300", false, 0x3C1AAB70FE17C79AC800, "1.00000000000000002506E-300"),
    (F80, "4.9e-324", false, 0x3BCD8000000000000000, "4.94065645841246544177E-324"),
    (F80, "1.0e400", false, 0x7FFF8000000000000000, "0x7FFF8000000000000000"),
    (F80, "1.7976931348623157e308", false, 0x43FEFFFFFFFFFFFFF800, "1.79769313486231570815E+308"),
    (F80, "65520.0", false, 0x400EFFF0000000000000, "6.552000e+04"),
    (F80, "3.14159265358979323846264338327950288419716939937510", false, 0x4000C90FDAA22168C000, "3.141592653589793116"),
    (F80, "12345678.0", false, 0x4016BC614E0000000000, "0x4016BC614E0000000000"),
    (F80, "1.17549435e-38", false, 0x3F80FFFFFFFCFEDD4000, "1.17549434999999996037E-38"),
    (F80, "1.4e-45", false, 0x3F69FFC345FA6CAB5000, "1.40000000000000007109E-45"),
    (F80, "1.e5", false, 0x400FC350000000000000, "1.000000e+05"),
    (F80, "0.1", true, 0xBFFBCCCCCCCCCCCCD000, "-0.100000000000000005551"),
    (F80, "0.0", true, 0x80000000000000000000, "-0.000000e+00"),
    (F80, "1.0e400", true, 0xFFFF8000000000000000, "0xFFFF8000000000000000"),
    (F80, "65520.0", true, 0xC00EFFF0000000000000, "-6.552000e+04"),
    (F80, "2.5e-3", true, 0xBFF6A3D70A3D70A3D800, "-0.00250000000000000005204"),
    (F80, "1.0e-400", true, 0x80000000000000000000, "-0.000000e+00"),
    (F128, "0.1", false, 0x3FFB999999999999A000000000000000, "0.100000000000000005551115123125782702"),
    (F128, "1.0", false, 0x3FFF0000000000000000000000000000, "1.000000e+00"),
    (F128, "0.3", false, 0x3FFD3333333333333000000000000000, "0.299999999999999988897769753748434596"),
    (F128, "1.00000005960464477539062500001", false, 0x3FFF0000010000000000000000000000, "1.000000059604644775390625"),
    (F128, "1.0e16", false, 0x40341C37937E08000000000000000000, "1.000000e+16"),
    (F128, "1.0e-300", false, 0x3C1A56E1FC2F8F359000000000000000, "1.00000000000000002505909183520875969E-300"),
    (F128, "4.9e-324", false, 0x3BCD0000000000000000000000000000, "4.94065645841246544176568792868221372E-324"),
    (F128, "1.0e400", false, 0x7FFF0000000000000000000000000000, "0x7FFF0000000000000000000000000000"),
    (F128, "1.7976931348623157e308", false, 0x43FEFFFFFFFFFFFFF000000000000000, "1.79769313486231570814527423731704357E+308"),
    (F128, "65520.0", false, 0x400EFFE0000000000000000000000000, "6.552000e+04"),
    (F128, "3.14159265358979323846264338327950288419716939937510", false, 0x4000921FB54442D18000000000000000, "3.14159265358979311599796346854418516"),
    (F128, "12345678.0", false, 0x401678C29C0000000000000000000000, "0x401678C29C0000000000000000000000"),
    (F128, "1.17549435e-38", false, 0x3F80FFFFFFF9FDBA8000000000000000, "1.17549434999999996037300886928394262E-38"),
    (F128, "1.4e-45", false, 0x3F69FF868BF4D956A000000000000000, "1.40000000000000007109250632211063923E-45"),
    (F128, "1.e5", false, 0x400F86A0000000000000000000000000, "1.000000e+05"),
    (F128, "0.1", true, 0xBFFB999999999999A000000000000000, "-0.100000000000000005551115123125782702"),
    (F128, "0.0", true, 0x80000000000000000000000000000000, "-0.000000e+00"),
    (F128, "1.0e400", true, 0xFFFF0000000000000000000000000000, "0xFFFF0000000000000000000000000000"),
    (F128, "65520.0", true, 0xC00EFFE0000000000000000000000000, "-6.552000e+04"),
    (F128, "2.5e-3", true, 0xBFF647AE147AE147B000000000000000, "-0.00250000000000000005204170427930421283"),
    (F128, "1.0e-400", true, 0x80000000000000000000000000000000, "-0.000000e+00"),
    (F8E5M2, "0.1", false, 0x2E, "9.375000e-02"),
    (F8E5M2, "1.0", false, 0x3C, "1.000000e+00"),
    (F8E5M2, "0.0", false, 0x0, "0.000000e+00"),
    (F8E5M2, "448.0", false, 0x5F, "4.480000e+02"),
    (F8E5M2, "464.0", false, 0x5F, "4.480000e+02"),
    (F8E5M2, "465.0", false, 0x5F, "4.480000e+02"),
    (F8E5M2, "500.0", false, 0x60, "5.120000e+02"),
    (F8E5M2, "1000.0", false, 0x64, "1.024000e+03"),
    (F8E5M2, "1.0e400", false, 0x7C, "0x7C"),
    (F8E5M2, "57344.0", false, 0x7B, "5.734400e+04"),
    (F8E5M2, "61440.0", false, 0x7C, "0x7C"),
    (F8E5M2, "0.001953125", false, 0x18, "1.953130e-03"),
    (F8E5M2, "0.0009765625", false, 0x14, "9.765620e-04"),
    (F8E5M2, "0.0001", false, 0x7, "1.068120e-04"),
    (F8E5M2, "3.0", false, 0x42, "3.000000e+00"),
    (F8E5M2, "1.0e-10", false, 0x0, "0.000000e+00"),
    (F8E5M2, "17.0", false, 0x4C, "1.600000e+01"),
    (F8E5M2, "19.0", false, 0x4D, "2.000000e+01"),
    (F8E5M2, "0.1", true, 0xAE, "-9.375000e-02"),
    (F8E5M2, "0.0", true, 0x80, "-0.000000e+00"),
    (F8E5M2, "1000.0", true, 0xE4, "-1.024000e+03"),
    (F8E5M2, "1.0e400", true, 0xFC, "0xFC"),
    (F8E4M3FN, "0.1", false, 0x1D, "1.015630e-01"),
    (F8E4M3FN, "1.0", false, 0x38, "1.000000e+00"),
    (F8E4M3FN, "0.0", false, 0x0, "0.000000e+00"),
    (F8E4M3FN, "448.0", false, 0x7E, "4.480000e+02"),
    (F8E4M3FN, "464.0", false, 0x7E, "4.480000e+02"),
    (F8E4M3FN, "465.0", false, 0x7F, "0x7F"),
    (F8E4M3FN, "500.0", false, 0x7F, "0x7F"),
    (F8E4M3FN, "1000.0", false, 0x7F, "0x7F"),
    (F8E4M3FN, "1.0e400", false, 0x7F, "0x7F"),
    (F8E4M3FN, "57344.0", false, 0x7F, "0x7F"),
    (F8E4M3FN, "61440.0", false, 0x7F, "0x7F"),
    (F8E4M3FN, "0.001953125", false, 0x1, "1.953130e-03"),
    (F8E4M3FN, "0.0009765625", false, 0x0, "0.000000e+00"),
    (F8E4M3FN, "0.0001", false, 0x0, "0.000000e+00"),
    (F8E4M3FN, "3.0", false, 0x44, "3.000000e+00"),
    (F8E4M3FN, "1.0e-10", false, 0x0, "0.000000e+00"),
    (F8E4M3FN, "17.0", false, 0x58, "1.600000e+01"),
    (F8E4M3FN, "19.0", false, 0x5A, "2.000000e+01"),
    (F8E4M3FN, "0.1", true, 0x9D, "-1.015630e-01"),
    (F8E4M3FN, "0.0", true, 0x80, "-0.000000e+00"),
    (F8E4M3FN, "1000.0", true, 0xFF, "0xFF"),
    (F8E4M3FN, "1.0e400", true, 0xFF, "0xFF"),
    (F8E4M3, "0.1", false, 0x1D, "1.015630e-01"),
    (F8E4M3, "1.0", false, 0x38, "1.000000e+00"),
    (F8E4M3, "0.0", false, 0x0, "0.000000e+00"),
    (F8E4M3, "448.0", false, 0x78, "0x78"),
    (F8E4M3, "464.0", false, 0x78, "0x78"),
    (F8E4M3, "465.0", false, 0x78, "0x78"),
    (F8E4M3, "500.0", false, 0x78, "0x78"),
    (F8E4M3, "1000.0", false, 0x78, "0x78"),
    (F8E4M3, "1.0e400", false, 0x78, "0x78"),
    (F8E4M3, "57344.0", false, 0x78, "0x78"),
    (F8E4M3, "61440.0", false, 0x78, "0x78"),
    (F8E4M3, "0.001953125", false, 0x1, "1.953130e-03"),
    (F8E4M3, "0.0009765625", false, 0x0, "0.000000e+00"),
    (F8E4M3, "0.0001", false, 0x0, "0.000000e+00"),
    (F8E4M3, "3.0", false, 0x44, "3.000000e+00"),
    (F8E4M3, "1.0e-10", false, 0x0, "0.000000e+00"),
    (F8E4M3, "17.0", false, 0x58, "1.600000e+01"),
    (F8E4M3, "19.0", false, 0x5A, "2.000000e+01"),
    (F8E4M3, "0.1", true, 0x9D, "-1.015630e-01"),
    (F8E4M3, "0.0", true, 0x80, "-0.000000e+00"),
    (F8E4M3, "1000.0", true, 0xF8, "0xF8"),
    (F8E4M3, "1.0e400", true, 0xF8, "0xF8"),
    (F8E5M2FNUZ, "0.1", false, 0x32, "9.375000e-02"),
    (F8E5M2FNUZ, "1.0", false, 0x40, "1.000000e+00"),
    (F8E5M2FNUZ, "0.0", false, 0x0, "0.000000e+00"),
    (F8E5M2FNUZ, "448.0", false, 0x63, "4.480000e+02"),
    (F8E5M2FNUZ, "464.0", false, 0x63, "4.480000e+02"),
    (F8E5M2FNUZ, "465.0", false, 0x63, "4.480000e+02"),
    (F8E5M2FNUZ, "500.0", false, 0x64, "5.120000e+02"),
    (F8E5M2FNUZ, "1000.0", false, 0x68, "1.024000e+03"),
    (F8E5M2FNUZ, "1.0e400", false, 0x80, "0x80"),
    (F8E5M2FNUZ, "57344.0", false, 0x7F, "5.734400e+04"),
    (F8E5M2FNUZ, "61440.0", false, 0x80, "0x80"),
    (F8E5M2FNUZ, "0.001953125", false, 0x1C, "1.953130e-03"),
    (F8E5M2FNUZ, "0.0009765625", false, 0x18, "9.765620e-04"),
    (F8E5M2FNUZ, "0.0001", false, 0xB, "1.068120e-04"),
    (F8E5M2FNUZ, "3.0", false, 0x46, "3.000000e+00"),
    (F8E5M2FNUZ, "1.0e-10", false, 0x0, "0.000000e+00"),
    (F8E5M2FNUZ, "17.0", false, 0x50, "1.600000e+01"),
    (F8E5M2FNUZ, "19.0", false, 0x51, "2.000000e+01"),
    (F8E5M2FNUZ, "0.1", true, 0xB2, "-9.375000e-02"),
    (F8E5M2FNUZ, "0.0", true, 0x0, "0.000000e+00"),
    (F8E5M2FNUZ, "1000.0", true, 0xE8, "-1.024000e+03"),
    (F8E5M2FNUZ, "1.0e400", true, 0x80, "0x80"),
    (F8E4M3FNUZ, "0.1", false, 0x25, "1.015630e-01"),
    (F8E4M3FNUZ, "1.0", false, 0x40, "1.000000e+00"),
    (F8E4M3FNUZ, "0.0", false, 0x0, "0.000000e+00"),
    (F8E4M3FNUZ, "448.0", false, 0x80, "0x80"),
    (F8E4M3FNUZ, "464.0", false, 0x80, "0x80"),
    (F8E4M3FNUZ, "465.0", false, 0x80, "0x80"),
    (F8E4M3FNUZ, "500.0", false, 0x80, "0x80"),
    (F8E4M3FNUZ, "1000.0", false, 0x80, "0x80"),
    (F8E4M3FNUZ, "1.0e400", false, 0x80, "0x80"),
    (F8E4M3FNUZ, "57344.0", false, 0x80, "0x80"),
    (F8E4M3FNUZ, "61440.0", false, 0x80, "0x80"),
    (F8E4M3FNUZ, "0.001953125", false, 0x2, "1.953130e-03"),
    (F8E4M3FNUZ, "0.0009765625", false, 0x1, "9.765620e-04"),
    (F8E4M3FNUZ, "0.0001", false, 0x0, "0.000000e+00"),
    (F8E4M3FNUZ, "3.0", false, 0x4C, "3.000000e+00"),
    (F8E4M3FNUZ, "1.0e-10", false, 0x0, "0.000000e+00"),
    (F8E4M3FNUZ, "17.0", false, 0x60, "1.600000e+01"),
    (F8E4M3FNUZ, "19.0", false, 0x62, "2.000000e+01"),
    (F8E4M3FNUZ, "0.1", true, 0xA5, "-1.015630e-01"),
    (F8E4M3FNUZ, "0.0", true, 0x0, "0.000000e+00"),
    (F8E4M3FNUZ, "1000.0", true, 0x80, "0x80"),
    (F8E4M3FNUZ, "1.0e400", true, 0x80, "0x80"),
    (F8E4M3B11FNUZ, "0.1", false, 0x3D, "1.015630e-01"),
    (F8E4M3B11FNUZ, "1.0", false, 0x58, "1.000000e+00"),
    (F8E4M3B11FNUZ, "0.0", false, 0x0, "0.000000e+00"),
    (F8E4M3B11FNUZ, "448.0", false, 0x80, "0x80"),
    (F8E4M3B11FNUZ, "464.0", false, 0x80, "0x80"),
    (F8E4M3B11FNUZ, "465.0", false, 0x80, "0x80"),
    (F8E4M3B11FNUZ, "500.0", false, 0x80, "0x80"),
    (F8E4M3B11FNUZ, "1000.0", false, 0x80, "0x80"),
    (F8E4M3B11FNUZ, "1.0e400", false, 0x80, "0x80"),
    (F8E4M3B11FNUZ, "57344.0", false, 0x80, "0x80"),
    (F8E4M3B11FNUZ, "61440.0", false, 0x80, "0x80"),
    (F8E4M3B11FNUZ, "0.001953125", false, 0x10, "1.953130e-03"),
    (F8E4M3B11FNUZ, "0.0009765625", false, 0x8, "9.765620e-04"),
    (F8E4M3B11FNUZ, "0.0001", false, 0x1, "1.220700e-04"),
    (F8E4M3B11FNUZ, "3.0", false, 0x64, "3.000000e+00"),
    (F8E4M3B11FNUZ, "1.0e-10", false, 0x0, "0.000000e+00"),
    (F8E4M3B11FNUZ, "17.0", false, 0x78, "1.600000e+01"),
    (F8E4M3B11FNUZ, "19.0", false, 0x7A, "2.000000e+01"),
    (F8E4M3B11FNUZ, "0.1", true, 0xBD, "-1.015630e-01"),
    (F8E4M3B11FNUZ, "0.0", true, 0x0, "0.000000e+00"),
    (F8E4M3B11FNUZ, "1000.0", true, 0x80, "0x80"),
    (F8E4M3B11FNUZ, "1.0e400", true, 0x80, "0x80"),
    (F8E3M4, "0.1", false, 0x6, "9.375000e-02"),
    (F8E3M4, "1.0", false, 0x30, "1.000000e+00"),
    (F8E3M4, "0.0", false, 0x0, "0.000000e+00"),
    (F8E3M4, "448.0", false, 0x70, "0x70"),
    (F8E3M4, "464.0", false, 0x70, "0x70"),
    (F8E3M4, "465.0", false, 0x70, "0x70"),
    (F8E3M4, "500.0", false, 0x70, "0x70"),
    (F8E3M4, "1000.0", false, 0x70, "0x70"),
    (F8E3M4, "1.0e400", false, 0x70, "0x70"),
    (F8E3M4, "57344.0", false, 0x70, "0x70"),
    (F8E3M4, "61440.0", false, 0x70, "0x70"),
    (F8E3M4, "0.001953125", false, 0x0, "0.000000e+00"),
    (F8E3M4, "0.0009765625", false, 0x0, "0.000000e+00"),
    (F8E3M4, "0.0001", false, 0x0, "0.000000e+00"),
    (F8E3M4, "3.0", false, 0x48, "3.000000e+00"),
    (F8E3M4, "1.0e-10", false, 0x0, "0.000000e+00"),
    (F8E3M4, "17.0", false, 0x70, "0x70"),
    (F8E3M4, "19.0", false, 0x70, "0x70"),
    (F8E3M4, "0.1", true, 0x86, "-9.375000e-02"),
    (F8E3M4, "0.0", true, 0x80, "-0.000000e+00"),
    (F8E3M4, "1000.0", true, 0xF0, "0xF0"),
    (F8E3M4, "1.0e400", true, 0xF0, "0xF0"),
    (F8E8M0FNU, "0.0", false, 0x0, "5.877470e-39"),
    (F8E8M0FNU, "1.0", false, 0x7F, "1.000000e+00"),
    (F8E8M0FNU, "3.0", false, 0x81, "4.000000e+00"),
    (F8E8M0FNU, "0.75", false, 0x7F, "1.000000e+00"),
    (F8E8M0FNU, "1.0e38", false, 0xFD, "8.507050e+37"),
    (F8E8M0FNU, "1.0e39", false, 0xFF, "0xFF"),
    (F8E8M0FNU, "1.0e-39", false, 0x0, "5.877470e-39"),
    (F8E8M0FNU, "1.0e-40", false, 0x0, "5.877470e-39"),
    (F8E8M0FNU, "1.7e38", false, 0xFE, "1.701410e+38"),
    (F8E8M0FNU, "2.0e38", false, 0xFE, "1.701410e+38"),
    (F8E8M0FNU, "1.0e400", false, 0xFF, "0xFF"),
    (F8E8M0FNU, "0.0", true, 0x0, "5.877470e-39"),
    (F6E3M2FN, "0.0", false, 0x0, "0.000000e+00"),
    (F6E3M2FN, "1.0", false, 0xC, "1.000000e+00"),
    (F6E3M2FN, "0.1", false, 0x2, "1.250000e-01"),
    (F6E3M2FN, "100.0", false, 0x1F, "2.800000e+01"),
    (F6E3M2FN, "7.0", false, 0x17, "7.000000e+00"),
    (F6E3M2FN, "7.5", false, 0x18, "8.000000e+00"),
    (F6E3M2FN, "6.0", false, 0x16, "6.000000e+00"),
    (F6E3M2FN, "5.0", false, 0x15, "5.000000e+00"),
    (F6E3M2FN, "0.25", false, 0x4, "2.500000e-01"),
    (F6E3M2FN, "0.125", false, 0x2, "1.250000e-01"),
    (F6E3M2FN, "0.0625", false, 0x1, "6.250000e-02"),
    (F6E3M2FN, "0.3", false, 0x5, "3.125000e-01"),
    (F6E3M2FN, "100.0", true, 0x3F, "-2.800000e+01"),
    (F6E3M2FN, "0.0", true, 0x20, "-0.000000e+00"),
    (F6E2M3FN, "0.0", false, 0x0, "0.000000e+00"),
    (F6E2M3FN, "1.0", false, 0x8, "1.000000e+00"),
    (F6E2M3FN, "0.1", false, 0x1, "1.250000e-01"),
    (F6E2M3FN, "100.0", false, 0x1F, "7.500000e+00"),
    (F6E2M3FN, "7.0", false, 0x1E, "7.000000e+00"),
    (F6E2M3FN, "7.5", false, 0x1F, "7.500000e+00"),
    (F6E2M3FN, "6.0", false, 0x1C, "6.000000e+00"),
    (F6E2M3FN, "5.0", false, 0x1A, "5.000000e+00"),
    (F6E2M3FN, "0.25", false, 0x2, "2.500000e-01"),
    (F6E2M3FN, "0.125", false, 0x1, "1.250000e-01"),
    (F6E2M3FN, "0.0625", false, 0x0, "0.000000e+00"),
    (F6E2M3FN, "0.3", false, 0x2, "2.500000e-01"),
    (F6E2M3FN, "100.0", true, 0x3F, "-7.500000e+00"),
    (F6E2M3FN, "0.0", true, 0x20, "-0.000000e+00"),
    (F4E2M1FN, "0.0", false, 0x0, "0.000000e+00"),
    (F4E2M1FN, "1.0", false, 0x2, "1.000000e+00"),
    (F4E2M1FN, "0.1", false, 0x0, "0.000000e+00"),
    (F4E2M1FN, "100.0", false, 0x7, "6.000000e+00"),
    (F4E2M1FN, "7.0", false, 0x7, "6.000000e+00"),
    (F4E2M1FN, "7.5", false, 0x7, "6.000000e+00"),
    (F4E2M1FN, "6.0", false, 0x7, "6.000000e+00"),
    (F4E2M1FN, "5.0", false, 0x6, "4.000000e+00"),
    (F4E2M1FN, "0.25", false, 0x0, "0.000000e+00"),
    (F4E2M1FN, "0.125", false, 0x0, "0.000000e+00"),
    (F4E2M1FN, "0.0625", false, 0x0, "0.000000e+00"),
    (F4E2M1FN, "0.3", false, 0x1, "5.000000e-01"),
    (F4E2M1FN, "100.0", true, 0xF, "-6.000000e+00"),
    (F4E2M1FN, "0.0", true, 0x8, "-0.000000e+00"),
    (F32, "46784.771484375", false, 0x4736C0C6, "46784.7734"),
    (F32, "46784.7714843750000000000000000000000000001", false, 0x4736C0C6, "46784.7734"),
    (F32, "46784.771484374999999999999", false, 0x4736C0C6, "46784.7734"),
    (F32, "0.0018661154317669570446014404296875", false, 0x3AF49872, "0.00186611549"),
    (F32, "0.00186611543176695704460144042968750000000000000000000000000001", false, 0x3AF49872, "0.00186611549"),
    (F32, "0.0018661154317669570446014403296875", false, 0x3AF49872, "0.00186611549"),
    (F32, "0.00000132545306996689760126173496246337890625", false, 0x35B1E638, "1.32545301E-6"),
    (F32, "0.000001325453069966897601261734962463378906250000000000000000000000000001", false, 0x35B1E638, "1.32545301E-6"),
    (F32, "0.00000132545306996689760126173486246337890625", false, 0x35B1E638, "1.32545301E-6"),
    (F32, "0.0000173873586390982381999492645263671875", false, 0x3791DB12, "1.73873595E-5"),
    (F32, "0.00001738735863909823819994926452636718750000000000000000000000000001", false, 0x3791DB12, "1.73873595E-5"),
    (F32, "0.0000173873586390982381999492635263671875", false, 0x3791DB12, "1.73873595E-5"),
    (F32, "40783.705078125", false, 0x471F4FB4, "40783.7031"),
    (F32, "40783.7050781250000000000000000000000000001", false, 0x471F4FB4, "40783.7031"),
    (F32, "40783.705078124999999999999", false, 0x471F4FB4, "40783.7031"),
    (F32, "0.00009341469922219403088092803955078125", false, 0x38C3E7A2, "9.34146955E-5"),
    (F32, "0.000093414699222194030880928039550781250000000000000000000000000001", false, 0x38C3E7A2, "9.34146955E-5"),
    (F32, "0.00009341469922219403088092803855078125", false, 0x38C3E7A2, "9.34146955E-5"),
    (F32, "96431.67578125", false, 0x47BC57D6, "96431.6718"),
    (F32, "96431.675781250000000000000000000000000001", false, 0x47BC57D6, "96431.6718"),
    (F32, "96431.675781249999999999999", false, 0x47BC57D6, "96431.6718"),
    (F32, "0.0121503663249313831329345703125", false, 0x3C471254, "0.0121503659"),
    (F32, "0.01215036632493138313293457031250000000000000000000000000001", false, 0x3C471254, "0.0121503659"),
    (F32, "0.0121503663249313831329345693125", false, 0x3C471254, "0.0121503659"),
    (F32, "0.031177197583019733428955078125", false, 0x3CFF6752, "0.0311771967"),
    (F32, "0.0311771975830197334289550781250000000000000000000000000001", false, 0x3CFF6752, "0.0311771967"),
    (F32, "0.031177197583019733428955077125", false, 0x3CFF6752, "0.0311771967"),
    (F32, "15.147733211517333984375", false, 0x41725D1E, "15.1477337"),
    (F32, "15.1477332115173339843750000000000000000000000000001", false, 0x41725D1E, "15.1477337"),
    (F32, "15.147733211517333984374999", false, 0x41725D1E, "15.1477337"),
    (F32, "47.9445285797119140625", false, 0x423FC732, "47.9445267"),
    (F32, "47.94452857971191406250000000000000000000000000001", false, 0x423FC732, "47.9445267"),
    (F32, "47.944528579711914062499999", false, 0x423FC732, "47.9445267"),
    (F32, "311.5248260498046875", false, 0x439BC32E, "311.524841"),
    (F32, "311.52482604980468750000000000000000000000000001", false, 0x439BC32E, "311.524841"),
    (F32, "311.52482604980468749999999", false, 0x439BC32E, "311.524841"),
    (F16, "8684.0", false, 0x703E, "8.688000e+03"),
    (F16, "8684.00000000000000000000000000001", false, 0x703E, "8.688000e+03"),
    (F16, "8683.9999999999999999999999", false, 0x703E, "8.688000e+03"),
    (F16, "7110.0", false, 0x6EF2, "7.112000e+03"),
    (F16, "7110.00000000000000000000000000001", false, 0x6EF2, "7.112000e+03"),
    (F16, "7109.9999999999999999999999", false, 0x6EF2, "7.112000e+03"),
    (F16, "0.0562286376953125", false, 0x2B32, "5.621340e-02"),
    (F16, "0.05622863769531250000000000000000000000000001", false, 0x2B32, "5.621340e-02"),
    (F16, "0.056228637695312499999999999", false, 0x2B32, "5.621340e-02"),
    (F16, "2385.0", false, 0x68A8, "2.384000e+03"),
    (F16, "2385.00000000000000000000000000001", false, 0x68A8, "2.384000e+03"),
    (F16, "2384.9999999999999999999999", false, 0x68A8, "2.384000e+03"),
    (F16, "123.59375", false, 0x57BA, "1.236250e+02"),
    (F16, "123.593750000000000000000000000000001", false, 0x57BA, "1.236250e+02"),
    (F16, "123.59374999999999999999999", false, 0x57BA, "1.236250e+02"),
    (F16, "0.000202119350433349609375", false, 0xAA0, "2.021790e-04"),
    (F16, "0.0002021193504333496093750000000000000000000000000001", false, 0xAA0, "2.021790e-04"),
    (F16, "0.00020211935043334960937499999", false, 0xAA0, "2.021790e-04"),
    (F16, "0.0590057373046875", false, 0x2B8E, "5.902100e-02"),
    (F16, "0.05900573730468750000000000000000000000000001", false, 0x2B8E, "5.902100e-02"),
    (F16, "0.059005737304687499999999999", false, 0x2B8E, "5.902100e-02"),
    (F16, "0.924560546875", false, 0x3B66, "9.248040e-01"),
    (F16, "0.9245605468750000000000000000000000000001", false, 0x3B66, "9.248040e-01"),
    (F16, "0.92456054687499999999999999", false, 0x3B66, "9.248040e-01"),
    (F16, "81888.0", false, 0x7C00, "0x7C00"),
    (F16, "81888.00000000000000000000000000001", false, 0x7C00, "0x7C00"),
    (F16, "81887.999999999999999999999", false, 0x7C00, "0x7C00"),
    (F16, "0.001402378082275390625", false, 0x15BE, "1.401900e-03"),
    (F16, "0.0014023780822753906250000000000000000000000000001", false, 0x15BE, "1.401900e-03"),
    (F16, "0.0014023780822753906249999999", false, 0x15BE, "1.401900e-03"),
    (F16, "928000.0", false, 0x7C00, "0x7C00"),
    (F16, "928000.00000000000000000000000000001", false, 0x7C00, "0x7C00"),
    (F16, "927999.99999999999999999999", false, 0x7C00, "0x7C00"),
    (F16, "0.084503173828125", false, 0x2D68, "8.447270e-02"),
    (F16, "0.0845031738281250000000000000000000000000001", false, 0x2D68, "8.447270e-02"),
    (F16, "0.084503173828124999999999999", false, 0x2D68, "8.447270e-02"),
    (BF16, "1060864.0", false, 0x4982, "1.064960e+06"),
    (BF16, "1060864.00000000000000000000000000001", false, 0x4982, "1.064960e+06"),
    (BF16, "1060863.9999999999999999999", false, 0x4982, "1.064960e+06"),
    (BF16, "12704.0", false, 0x4646, "1.267200e+04"),
    (BF16, "12704.00000000000000000000000000001", false, 0x4646, "1.267200e+04"),
    (BF16, "12703.999999999999999999999", false, 0x4646, "1.267200e+04"),
    (BF16, "0.000003732740879058837890625", false, 0x367A, "3.725290e-06"),
    (BF16, "0.0000037327408790588378906250000000000000000000000000001", false, 0x367A, "3.725290e-06"),
    (BF16, "0.0000037327408790588378906249999", false, 0x367A, "3.725290e-06"),
    (BF16, "2.8046875", false, 0x4034, "2.812500e+00"),
    (BF16, "2.80468750000000000000000000000000001", false, 0x4034, "2.812500e+00"),
    (BF16, "2.8046874999999999999999999", false, 0x4034, "2.812500e+00"),
    (BF16, "1683456.0", false, 0x49CE, "1.687550e+06"),
    (BF16, "1683456.00000000000000000000000000001", false, 0x49CE, "1.687550e+06"),
    (BF16, "1683455.9999999999999999999", false, 0x49CE, "1.687550e+06"),
    (BF16, "0.000003419816493988037109375", false, 0x3666, "3.427270e-06"),
    (BF16, "0.0000034198164939880371093750000000000000000000000000001", false, 0x3666, "3.427270e-06"),
    (BF16, "0.0000034198164939880371093749999", false, 0x3666, "3.427270e-06"),
    (BF16, "11.46875", false, 0x4138, "1.150000e+01"),
    (BF16, "11.468750000000000000000000000000001", false, 0x4138, "1.150000e+01"),
    (BF16, "11.468749999999999999999999", false, 0x4138, "1.150000e+01"),
    (BF16, "49280.0", false, 0x4740, "4.915200e+04"),
    (BF16, "49280.00000000000000000000000000001", false, 0x4740, "4.915200e+04"),
    (BF16, "49279.999999999999999999999", false, 0x4740, "4.915200e+04"),
    (BF16, "0.01849365234375", false, 0x3C98, "1.855470e-02"),
    (BF16, "0.018493652343750000000000000000000000000001", false, 0x3C98, "1.855470e-02"),
    (BF16, "0.018493652343749999999999999", false, 0x3C98, "1.855470e-02"),
    (BF16, "0.011749267578125", false, 0x3C40, "1.171880e-02"),
    (BF16, "0.0117492675781250000000000000000000000000001", false, 0x3C40, "1.171880e-02"),
    (BF16, "0.011749267578124999999999999", false, 0x3C40, "1.171880e-02"),
    (BF16, "33152.0", false, 0x4702, "3.328000e+04"),
    (BF16, "33152.00000000000000000000000000001", false, 0x4702, "3.328000e+04"),
    (BF16, "33151.999999999999999999999", false, 0x4702, "3.328000e+04"),
    (BF16, "0.000002481043338775634765625", false, 0x3626, "2.473590e-06"),
    (BF16, "0.0000024810433387756347656250000000000000000000000000001", false, 0x3626, "2.473590e-06"),
    (BF16, "0.0000024810433387756347656249999", false, 0x3626, "2.473590e-06"),
    (F16, "925329948.4036696798e-244", false, 0x0, "0.000000e+00"),
    (F16, "2.601145667161639", true, 0xC134, "-2.601560e+00"),
    (F16, "5.", true, 0xC500, "-5.000000e+00"),
    (F16, "624.59E307", false, 0x7C00, "0x7C00"),
    (F16, "5.E-290", false, 0x0, "0.000000e+00"),
    (F16, "8277.075367E+151", false, 0x7C00, "0x7C00"),
    (F16, "36512280.162513301549E-293", false, 0x0, "0.000000e+00"),
    (F16, "609.19775341e-65", true, 0x8000, "-0.000000e+00"),
    (BF16, "4345012.", false, 0x4A85, "4.358140e+06"),
    (BF16, "2.0E-215", true, 0x8000, "-0.000000e+00"),
    (BF16, "882.71", false, 0x445D, "8.840000e+02"),
    (BF16, "1.E+108", true, 0xFF80, "0xFF80"),
    (BF16, "561524782826072422.", true, 0xDCF9, "-5.606980e+17"),
    (BF16, "40.8956836", true, 0xC224, "-4.100000e+01"),
    (BF16, "27821911620716442.8e-50", false, 0x7B9, "2.783570e-34"),
    (BF16, "3156894.35E-314", false, 0x0, "0.000000e+00"),
    (F32, "7177390528331.9", false, 0x54D0E3BA, "7.17739052E+12"),
    (F32, "2.20120E246", false, 0x7F800000, "0x7F800000"),
    (F32, "51.006147e+167", false, 0x7F800000, "0x7F800000"),
    (F32, "2.863626536075175194183E-165", false, 0x0, "0.000000e+00"),
    (F32, "234602126313603.9E-199", false, 0x0, "0.000000e+00"),
    (F32, "0215704078187.6e84", false, 0x7F800000, "0x7F800000"),
    (F32, "970.565568874561", false, 0x4472A432, "970.565551"),
    (F32, "815485758485251.1767", false, 0x58396B85, "8.15485776E+14"),
    (F64, "33575668105.703E-321", true, 0x8000062E44B3907D, "-3.3575668105704538E-311"),
    (F64, "4.", false, 0x4010000000000000, "4.000000e+00"),
    (F64, "5556337.e-118", false, 0x28D56145478580AA, "5.5563370000000003E-112"),
    (F64, "20722785935012.2e+304", false, 0x7FF0000000000000, "0x7FF0000000000000"),
    (F64, "85361637312.E63", false, 0x4F48280F8CFE16E2, "8.5361637311999996E+73"),
    (F64, "25389704.4e+259", false, 0x773F7F16A6BCBBBA, "2.5389704400000001E+266"),
    (F64, "5.e185", false, 0x667D6AFFE45F818F, "5.000000e+185"),
    (F64, "7008199153.96580e-154", true, 0xA2018094AA18ED7F, "-7.0081991539657997E-145"),
    (TF32, "9375.2652537674e+94", false, 0x3FC00, "0x3FC00"),
    (TF32, "809547.056471453800522E-46", false, 0x7, "8.035600e-41"),
    (TF32, "1561996.118202503389e-204", true, 0x40000, "-0.000000e+00"),
    (TF32, "641055.714034", true, 0x648E4, "-6.410240e+05"),
    (TF32, "0768708.11891", false, 0x249DD, "7.685120e+05"),
    (TF32, "56195615809.8503681584", false, 0x28A8B, "5.620370e+10"),
    (TF32, "7.E-93", false, 0x0, "0.000000e+00"),
    (TF32, "13.8", false, 0x20AE6, "1.379690e+01"),
    (F80, "6.", true, 0xC001C000000000000000, "-6.000000e+00"),
    (F80, "1.1e126", true, 0xC1A1D000238A4F1BC800, "-1.09999999999999999251E+126"),
    (F80, "551.306", false, 0x400889D395810624E000, "551.306000000000040018"),
    (F80, "87361.3679E+264", true, 0xC37CA9556A0627E78000, "-8.73613678999999952073E+268"),
    (F80, "66810514484286.741644E+147", true, 0xC215981157A106ED4000, "-6.68105144842867438708E+160"),
    (F80, "2325153369250795.180E81", false, 0x413F8B55FC2B2C345800, "2.32515336925079525119E+96"),
    (F80, "38434287215.102920182", false, 0x40228F2DCAE6F1A59000, "38434287215.1029205322"),
    (F80, "10146274.764e-205", false, 0x3D6D9B545537F9A21800, "1.01462747640000006949E-198"),
    (F128, "6600494.4026", true, 0xC01592DCB99C432CA000000000000000, "-6600494.40259999968111515045166015625"),
    (F128, "58.E117", false, 0x4189700066A803069000000000000000, "5.80000000000000032121829008799374875E+118"),
    (F128, "96.8416159e-201", false, 0x3D69DA6A704A3E30F000000000000000, "9.68416158999999977318791217044857859E-200"),
    (F128, "4.25e+135", false, 0x41C176392B7418241000000000000000, "4.24999999999999995881914911303733456E+135"),
    (F128, "904592348725.88", true, 0xC026A53BCFAC6BC29000000000000000, "-904592348725.8800048828125"),
    (F128, "806008.024644417633e+226", false, 0x43014C43767347A3F000000000000000, "8.06008024644417588709781049127191269E+231"),
    (F128, "80031998.947802e24", false, 0x4068F912AAF4ED1D0000000000000000, "0x4068F912AAF4ED1D0000000000000000"),
    (F128, "45150301866.20909870759", false, 0x402250655DD546B0F000000000000000, "45150301866.20909881591796875"),
    (F16, "0x3C00", false, 0x3C00, "1.000000e+00"),
    (F16, "0x0003C00", false, 0x3C00, "1.000000e+00"),
    (F32, "0x7FC00001", false, 0x7FC00001, "0x7FC00001"),
    (F80, "0x3FFF0000000000000000", false, 0x7FFF0000000000000000, "0x7FFF0000000000000000"),
    (F80, "0x00008000000000000001", false, 0x18000000000000001, "3.36210314311209350663E-4932"),
    (F80, "0x7FFF0000000000000001", false, 0x7FFF0000000000000001, "0x7FFF0000000000000001"),
    (F128, "0xFFFF0000000000000000000000000000", false, 0xFFFF0000000000000000000000000000, "0xFFFF0000000000000000000000000000"),
    (TF32, "0x7FFFF", false, 0x7FFFF, "0x7FFFF"),
    (F8E4M3FN, "0x7F", false, 0x7F, "0x7F"),
    (F4E2M1FN, "0xF", false, 0xF, "-6.000000e+00"),
    (F6E3M2FN, "0x3F", false, 0x3F, "-2.800000e+01"),
    (F8E8M0FNU, "0xFF", false, 0xFF, "0xFF"),
    (F8E5M2FNUZ, "0x80", false, 0x80, "0x80"),
];

/// Literals mlir-opt-22 rejects (first line of its diagnostic in the comment).
#[rustfmt::skip]
const PARSE_ERRORS: &[(FloatKind, &str, bool)] = &[
    (F16, "0x13C00", false), // hexadecimal float constant out of range for type
    (F16, "0x3C00", true), // hexadecimal float literal should not have a leading minus
    (F32, "3", false), // unexpected decimal integer literal for a floating point value
    (F80, "0x1FFFF8000000000000000", false), // hexadecimal float constant out of range for type
    (F128, "0x1FFFF0000000000000000000000000000", false), // hexadecimal float constant out of range for type
    (TF32, "0x80000", false), // hexadecimal float constant out of range for type
    (F8E4M3FN, "0x100", false), // hexadecimal float constant out of range for type
    (F4E2M1FN, "0x10", false), // hexadecimal float constant out of range for type
    (F6E3M2FN, "0x40", false), // hexadecimal float constant out of range for type
    (F64, "0", false), // unexpected decimal integer literal for a floating point value
    (F64, "0x0", true), // hexadecimal float literal should not have a leading minus
];

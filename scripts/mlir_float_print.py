#!/usr/bin/env python3
"""Reference model of how mlir-opt 22 prints a float attribute value.

This mirrors MLIR's printFloatValue() on top of llvm::APFloat::toString(), including
the lossy binary truncation step of APFloat's decimal conversion (see
drr-runtime/tests/roundtrip/NOTES.md, section "Floats"). It exists so the Rust
printer authors can check their port value by value.

Supported types: f16, bf16, f32, f64, tf32, f128 (IEEE-style formats with an implicit
integer bit, inf and nan).

Usage:
  mlir_float_print.py TYPE BITS...      print each raw bit pattern (hex, e.g. 0x3DCCCCCD)
  mlir_float_print.py --corpus          re-derive every float of those types in the
                                        round-trip corpus and compare
  mlir_float_print.py --selftest [N]    compare N random bit patterns per type against
                                        $MLIR_OPT (default mlir-opt-22)
"""
import glob
import os
import random
import re
import subprocess
import sys
from fractions import Fraction

# type -> (exponent bits, explicit mantissa bits)
FORMATS = {
    "f16": (5, 10),
    "bf16": (8, 7),
    "f32": (8, 23),
    "f64": (11, 52),
    "tf32": (8, 10),
    "f128": (15, 112),
}


def decode(bits, ty):
    """-> ('inf_or_nan',) | ('zero', sign) | ('num', sign, significand, exp2)."""
    e, m = FORMATS[ty]
    bias = (1 << (e - 1)) - 1
    sign = (bits >> (e + m)) & 1
    biased = (bits >> m) & ((1 << e) - 1)
    mant = bits & ((1 << m) - 1)
    if biased == (1 << e) - 1:
        return ("inf_or_nan", sign)
    if biased == 0:
        if mant == 0:
            return ("zero", sign)
        return ("num", sign, mant, 1 - bias - m)
    return ("num", sign, mant | (1 << m), biased - bias - m)


def round_to_bits(value, negative, ty):
    """Correctly rounded (nearest, ties to even) conversion of a Fraction >= 0."""
    e, m = FORMATS[ty]
    bias = (1 << (e - 1)) - 1
    sign_bit = (1 << (e + m)) if negative else 0
    if value == 0:
        return sign_bit
    exp = value.numerator.bit_length() - value.denominator.bit_length()
    while Fraction(2) ** exp > value:
        exp -= 1
    while Fraction(2) ** (exp + 1) <= value:
        exp += 1
    exp = max(exp, 1 - bias)
    q = value / Fraction(2) ** (exp - m)
    n, rem = divmod(q.numerator, q.denominator)
    rem = Fraction(rem, q.denominator)
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n % 2 == 1):
        n += 1
    if n == 1 << (m + 1):
        n >>= 1
        exp += 1
    if exp > bias:
        return sign_bit | (((1 << e) - 1) << m)  # overflow -> inf
    if n < (1 << m):
        return sign_bit | n  # subnormal
    return sign_bit | ((exp + bias) << m) | (n - (1 << m))


def parse_decimal(text, ty):
    negative = text.startswith("-")
    return round_to_bits(Fraction(text.lstrip("+-").lower()), negative, ty)


def to_string(decoded, ty, precision, max_padding, truncate_zero):
    """llvm::IEEEFloat::toString for zero / finite values."""
    out = "-" if decoded[1] else ""
    if decoded[0] == "zero":
        if max_padding:
            return out + "0"
        if truncate_zero:
            return out + "0.0E+0"
        return out + "0.0" + "0" * max(precision - 1, 0) + "e+00"
    _, _, sig, exp = decoded
    if not precision:
        precision = 2 + (FORMATS[ty][1] + 1) * 59 // 196
    # Drop trailing binary zeros.
    tz = (sig & -sig).bit_length() - 1
    sig >>= tz
    exp += tz
    # Convert 2^exp to 10^exp.
    if exp > 0:
        sig <<= exp
        exp = 0
    elif exp < 0:
        sig *= 5 ** (-exp)
    # Lossy binary truncation (AdjustToPrecision on the APInt).
    bits_required = (precision * 196 + 58) // 59
    if sig.bit_length() > bits_required:
        tens = (sig.bit_length() - bits_required) * 59 // 196
        if tens:
            sig //= 10 ** tens
            exp += tens
    # Decimal digits, least significant first, trailing zeros dropped.
    digits = []
    while sig:
        sig, d = divmod(sig, 10)
        if not digits and d == 0:
            exp += 1
        else:
            digits.append(d)
    # Decimal rounding to `precision` digits (round half up).
    n = len(digits)
    if n > precision:
        first = n - precision
        if digits[first - 1] < 5:
            while first < n and digits[first] == 0:
                first += 1
        else:
            i = first
            while i < n and digits[i] == 9:
                first += 1
                i += 1
            if i < n:
                digits[i] += 1
        if first == n:
            digits = [1]
        else:
            digits = digits[first:]
        exp += first
    n = len(digits)
    text = "".join(str(d) for d in reversed(digits))
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or n + exp > precision
    else:
        msd = exp + n - 1
        scientific = msd < 0 and -msd > max_padding
    if scientific:
        exp += n - 1
        out += text[0] + "."
        out += "0" if (n == 1 and truncate_zero) else text[1:]
        if not truncate_zero and precision > n - 1:
            out += "0" * (precision - n + 1)
        out += "E" if truncate_zero else "e"
        out += "+" if exp >= 0 else "-"
        e = str(abs(exp))
        if not truncate_zero and len(e) < 2:
            e = "0" + e
        return out + e
    if exp >= 0:
        return out + text + "0" * exp
    whole = exp + n
    if whole > 0:
        return out + text[:whole] + "." + text[whole:]
    return out + "0." + "0" * (-whole) + text


def print_float(bits, ty):
    """The text mlir-opt prints for a float of type `ty` with raw bits `bits`."""
    decoded = decode(bits, ty)
    if decoded[0] != "inf_or_nan":
        short = to_string(decoded, ty, 6, 0, False)
        if parse_decimal(short, ty) == bits:
            return short
        long = to_string(decoded, ty, 0, 3, True)
        if "." in long:
            return long
    return "0x%X" % bits


def parse_token(token, ty):
    if token.startswith("0x"):
        return int(token, 16)
    return parse_decimal(token, ty)


def check_corpus():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                        "drr-runtime", "tests", "roundtrip")
    num = r"-?(?:0x[0-9A-F]+|\d+\.\d*(?:[eE][-+]?\d+)?)"
    scalar = re.compile(r"(?<![\w.#<])(%s) : (%s)\b" % (num, "|".join(FORMATS)))
    ok = bad = 0
    for path in sorted(glob.glob(os.path.join(root, "*.nodebug.expected"))):
        text = open(path, encoding="latin-1").read()
        # Opaque dialect attribute bodies are verbatim, skip them.
        text = re.sub(r"#foo\.[\w.]*<[^>]*>", "", text)
        for token, ty in scalar.findall(text):
            got = print_float(parse_token(token, ty), ty)
            if got == token:
                ok += 1
            else:
                bad += 1
                print("MISMATCH %s: %s : %s -> %s" % (os.path.basename(path), token, ty, got))
    print("corpus floats: %d ok, %d mismatches" % (ok, bad))
    return bad == 0


def selftest(count):
    opt = os.environ.get("MLIR_OPT", "mlir-opt-22")
    rng = random.Random(1)
    values = []
    for ty, (e, m) in FORMATS.items():
        values += [(rng.getrandbits(1 + e + m), ty) for _ in range(count)]
    src = "".join('"t.x"() {v = 0x%X : %s} : () -> ()\n' % v for v in values)
    res = subprocess.run([opt, "--allow-unregistered-dialect", "--mlir-print-op-generic",
                          "--mlir-print-local-scope", "-"], input=src,
                         capture_output=True, text=True, check=True)
    printed = re.findall(r"v = (\S+) : (\w+)", res.stdout)
    bad = 0
    for (bits, ty), (token, _) in zip(values, printed):
        mine = print_float(bits, ty)
        if mine != token:
            bad += 1
            print("MISMATCH %s 0x%X: mlir-opt %s, model %s" % (ty, bits, token, mine))
    print("selftest: %d values, %d mismatches" % (len(printed), bad))
    return bad == 0 and len(printed) == len(values)


def main(argv):
    if len(argv) >= 2 and argv[1] == "--corpus":
        return 0 if check_corpus() else 1
    if len(argv) >= 2 and argv[1] == "--selftest":
        return 0 if selftest(int(argv[2]) if len(argv) > 2 else 200) else 1
    if len(argv) >= 3 and argv[1] in FORMATS:
        for b in argv[2:]:
            print(print_float(int(b, 16), argv[1]))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))

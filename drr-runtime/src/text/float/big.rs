//! A small unsigned big integer for exact binary ↔ decimal conversion: little-endian `u32`
//! limbs with no high zero limbs (zero is no limbs), so equal values have equal limbs.

use std::cmp::Ordering;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Big {
    limbs: Vec<u32>,
}

impl Big {
    pub(super) fn zero() -> Big {
        Big { limbs: Vec::new() }
    }

    pub(super) fn from_u128(mut v: u128) -> Big {
        let mut limbs = Vec::new();
        while v != 0 {
            limbs.push(v as u32);
            v >>= 32;
        }
        Big { limbs }
    }

    pub(super) fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    pub(super) fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// Number of significant bits (0 for zero).
    pub(super) fn bits(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => (self.limbs.len() as u64 - 1) * 32 + u64::from(32 - top.leading_zeros()),
        }
    }

    pub(super) fn bit(&self, i: u64) -> bool {
        let limb = (i / 32) as usize;
        match self.limbs.get(limb) {
            Some(&l) => (l >> (i % 32)) & 1 == 1,
            None => false,
        }
    }

    /// Whether any of the bits below position `n` is set.
    pub(super) fn low_bits_nonzero(&self, n: u64) -> bool {
        let full = (n / 32) as usize;
        let rem = (n % 32) as u32;
        if self.limbs.iter().take(full).any(|&l| l != 0) {
            return true;
        }
        if rem > 0
            && let Some(&l) = self.limbs.get(full)
        {
            return l & ((1u32 << rem) - 1) != 0;
        }
        false
    }

    /// The low 128 bits.
    pub(super) fn low_u128(&self) -> u128 {
        self.limbs
            .iter()
            .take(4)
            .enumerate()
            .fold(0u128, |acc, (i, &l)| acc | (u128::from(l) << (32 * i)))
    }

    pub(super) fn shl(&self, n: u64) -> Big {
        if self.is_zero() {
            return Big::zero();
        }
        let limb_shift = (n / 32) as usize;
        let bit_shift = (n % 32) as u32;
        let mut limbs = vec![0u32; limb_shift];
        limbs.reserve(self.limbs.len() + 1);
        if bit_shift == 0 {
            limbs.extend_from_slice(&self.limbs);
        } else {
            let mut carry = 0u32;
            for &l in &self.limbs {
                limbs.push((l << bit_shift) | carry);
                carry = l >> (32 - bit_shift);
            }
            limbs.push(carry);
        }
        let mut r = Big { limbs };
        r.trim();
        r
    }

    pub(super) fn shr(&self, n: u64) -> Big {
        let limb_shift = (n / 32) as usize;
        if limb_shift >= self.limbs.len() {
            return Big::zero();
        }
        let bit_shift = (n % 32) as u32;
        let src = &self.limbs[limb_shift..];
        let mut limbs = Vec::with_capacity(src.len());
        if bit_shift == 0 {
            limbs.extend_from_slice(src);
        } else {
            for i in 0..src.len() {
                let hi = src.get(i + 1).copied().unwrap_or(0);
                limbs.push((src[i] >> bit_shift) | (hi << (32 - bit_shift)));
            }
        }
        let mut r = Big { limbs };
        r.trim();
        r
    }

    /// `self = self * m + a`.
    pub(super) fn mul_small_add(&mut self, m: u32, a: u32) {
        let mut carry = u64::from(a);
        for l in self.limbs.iter_mut() {
            let v = u64::from(*l) * u64::from(m) + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
        self.trim();
    }

    pub(super) fn mul(&self, o: &Big) -> Big {
        if self.is_zero() || o.is_zero() {
            return Big::zero();
        }
        let mut r = vec![0u32; self.limbs.len() + o.limbs.len()];
        for (i, &a) in self.limbs.iter().enumerate() {
            if a == 0 {
                continue;
            }
            let mut carry = 0u64;
            for (j, &b) in o.limbs.iter().enumerate() {
                let v = u64::from(a) * u64::from(b) + u64::from(r[i + j]) + carry;
                r[i + j] = v as u32;
                carry = v >> 32;
            }
            let mut k = i + o.limbs.len();
            while carry != 0 && k < r.len() {
                let v = u64::from(r[k]) + carry;
                r[k] = v as u32;
                carry = v >> 32;
                k += 1;
            }
        }
        let mut r = Big { limbs: r };
        r.trim();
        r
    }

    /// `base^n` by repeated squaring.
    pub(super) fn pow(base: u32, mut n: u64) -> Big {
        let mut result = Big::from_u128(1);
        let mut b = Big::from_u128(u128::from(base));
        while n > 0 {
            if n & 1 == 1 {
                result = result.mul(&b);
            }
            n >>= 1;
            if n > 0 {
                b = b.mul(&b);
            }
        }
        result
    }

    /// Divides in place by `d` (non-zero), returning the remainder.
    pub(super) fn divrem_small(&mut self, d: u32) -> u32 {
        let d = u64::from(d.max(1));
        let mut rem = 0u64;
        for l in self.limbs.iter_mut().rev() {
            let cur = (rem << 32) | u64::from(*l);
            *l = (cur / d) as u32;
            rem = cur % d;
        }
        self.trim();
        rem as u32
    }

    pub(super) fn cmp_big(&self, o: &Big) -> Ordering {
        self.limbs
            .len()
            .cmp(&o.limbs.len())
            .then_with(|| self.limbs.iter().rev().cmp(o.limbs.iter().rev()))
    }

    /// `self -= o`, requires `self >= o`.
    pub(super) fn sub_assign(&mut self, o: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.limbs.len() {
            let b = i64::from(o.limbs.get(i).copied().unwrap_or(0));
            let mut v = i64::from(self.limbs[i]) - b - borrow;
            if v < 0 {
                v += 1 << 32;
                borrow = 1;
            } else {
                borrow = 0;
            }
            self.limbs[i] = v as u32;
            if borrow == 0 && i >= o.limbs.len() {
                break;
            }
        }
        self.trim();
    }

    /// Shifts right by one bit in place.
    pub(super) fn shr1(&mut self) {
        let len = self.limbs.len();
        for i in 0..len {
            let hi = if i + 1 < len { self.limbs[i + 1] } else { 0 };
            self.limbs[i] = (self.limbs[i] >> 1) | (hi << 31);
        }
        self.trim();
    }

    /// Quotient and remainder by shift-and-subtract (cheap when the quotient
    /// is short, as it always is here). Division by zero yields `(0, self)`.
    pub(super) fn divrem(&self, d: &Big) -> (Big, Big) {
        if d.is_zero() || self.cmp_big(d) == Ordering::Less {
            return (Big::zero(), self.clone());
        }
        let shift = self.bits() - d.bits();
        let mut rem = self.clone();
        let mut div = d.shl(shift);
        let mut q = vec![0u32; (shift / 32) as usize + 1];
        let mut i = shift;
        loop {
            if rem.cmp_big(&div) != Ordering::Less {
                rem.sub_assign(&div);
                q[(i / 32) as usize] |= 1 << (i % 32);
            }
            if i == 0 {
                break;
            }
            i -= 1;
            div.shr1();
        }
        let mut q = Big { limbs: q };
        q.trim();
        (q, rem)
    }
}

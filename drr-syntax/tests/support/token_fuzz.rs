//! The token-stream generator shared by the no-panic property tests
//! (`src/pattern/tests/fuzz.rs`, the front end; `tests/fuzz_expand.rs`,
//! the full expansions): a fixed-seed xorshift generator, random token
//! trees and mutations of seed inputs. Included by both with `#[path]`.

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};

/// xorshift64*.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

/// A random token tree: an atom, or (below depth 3) a group of them.
pub fn random_tree(rng: &mut Rng, atoms: &[TokenTree], depth: usize) -> TokenTree {
    if depth < 3 && rng.chance(4) {
        let delim = [Delimiter::Parenthesis, Delimiter::Bracket, Delimiter::Brace][rng.below(3)];
        let n = rng.below(5);
        let inner: TokenStream = (0..n).map(|_| random_tree(rng, atoms, depth + 1)).collect();
        TokenTree::Group(Group::new(delim, inner))
    } else {
        atoms[rng.below(atoms.len())].clone()
    }
}

/// `ts` with random edits (removals, duplications, swaps, insertions of
/// atoms or random trees, replacements), recursively into some groups.
pub fn mutate(ts: TokenStream, rng: &mut Rng, atoms: &[TokenTree], depth: usize) -> TokenStream {
    let mut v: Vec<TokenTree> = ts
        .into_iter()
        .map(|tt| match tt {
            TokenTree::Group(g) if depth < 6 && rng.chance(3) => {
                let mut ng = Group::new(g.delimiter(), mutate(g.stream(), rng, atoms, depth + 1));
                ng.set_span(g.span());
                TokenTree::Group(ng)
            }
            tt => tt,
        })
        .collect();
    if rng.chance(2) {
        return v.into_iter().collect();
    }
    for _ in 0..1 + rng.below(3) {
        let len = v.len();
        match rng.below(6) {
            0 if len > 0 => {
                v.remove(rng.below(len));
            }
            1 if len > 0 => {
                let i = rng.below(len);
                let t = v[i].clone();
                v.insert(i, t);
            }
            2 if len > 1 => {
                let (i, j) = (rng.below(len), rng.below(len));
                v.swap(i, j);
            }
            3 => v.insert(rng.below(len + 1), atoms[rng.below(atoms.len())].clone()),
            4 => {
                let t = random_tree(rng, atoms, depth);
                v.insert(rng.below(len + 1), t);
            }
            5 if len > 0 => {
                let i = rng.below(len);
                v[i] = atoms[rng.below(atoms.len())].clone();
            }
            _ => {}
        }
    }
    v.into_iter().collect()
}

/// Input number `case`: every tenth a random sequence of trees, the others
/// a seed mutated once or (one in four) twice.
pub fn next_case(
    rng: &mut Rng,
    case: usize,
    seeds: &[TokenStream],
    atoms: &[TokenTree],
) -> TokenStream {
    if case.is_multiple_of(10) {
        let n = rng.below(8);
        (0..n).map(|_| random_tree(rng, atoms, 0)).collect()
    } else {
        let seed = seeds[rng.below(seeds.len())].clone();
        let mut ts = mutate(seed, rng, atoms, 0);
        if rng.chance(4) {
            ts = mutate(ts, rng, atoms, 0);
        }
        ts
    }
}

//! Unit tests of the context's tables: the file-location index, hashing of borrowed keys, the
//! first-component index.

use super::*;

#[cfg(test)]
mod file_loc_index_tests {
    use super::*;

    /// Point file locations stay unique across the dense blocks of the
    /// first file, blocks of that file first met far ahead (kept in the
    /// map, then taken over by the dense table as lines reach them),
    /// other files, and the general `intern_loc` path.
    #[test]
    fn unique_across_dense_and_mapped_blocks() {
        let mut ctx = Context::new();
        let f = ctx.symbol("f.mlir");
        let g = ctx.symbol("g.mlir");
        let far = 40_000;
        let first = ctx.intern_file_loc(f, 1, 1);
        let far_loc = ctx.intern_file_loc(f, far, 7);
        let other = ctx.intern_file_loc(g, far, 7);
        assert_ne!(far_loc, other);
        let mut seen = std::collections::HashSet::new();
        for line in 1..=far + 40 {
            let l = ctx.intern_file_loc(f, line, 3);
            assert!(seen.insert(l), "line {line}");
            assert_eq!(ctx.intern_file_loc(f, line, 3), l);
        }
        assert_eq!(ctx.intern_file_loc(f, 1, 1), first);
        assert_eq!(ctx.intern_file_loc(f, far, 7), far_loc);
        assert_eq!(ctx.intern_file_loc(g, far, 7), other);
        assert_eq!(ctx.file_loc("f.mlir", far, 7), far_loc);
        assert_eq!(ctx.file_loc("g.mlir", far, 7), other);
        assert!(matches!(
            ctx.loc_data(far_loc),
            LocData::FileLineCol { line: l, column: 7, .. } if l == far
        ));
        // Many locations on one line: the first in the line's chain, the
        // others in the map, each once.
        let one_line: Vec<Location> = (1..=100).map(|c| ctx.intern_file_loc(f, 5, c)).collect();
        for (c, &l) in (1..=100).zip(&one_line) {
            assert_eq!(ctx.intern_file_loc(f, 5, c), l);
            assert_eq!(ctx.file_loc("f.mlir", 5, c), l);
            assert!(seen.insert(l) || c == 3, "column {c}");
        }
        // Beyond the dense table again, and huge line numbers.
        let huge = ctx.intern_file_loc(f, u32::MAX, u32::MAX);
        assert_eq!(ctx.file_loc("f.mlir", u32::MAX, u32::MAX), huge);
        assert_ne!(huge, far_loc);
    }
}

#[cfg(test)]
mod borrowed_hash_tests {
    use super::*;

    #[test]
    fn borrowed_hashes_match_owned() {
        let mut ctx = Context::new();
        let a = ctx.unit_attr();
        let i = ctx.int_type(32);
        let b = ctx.integer_attr(i, 7);
        let entries = vec![
            NamedAttribute {
                name: ctx.symbol("a"),
                value: a,
            },
            NamedAttribute {
                name: ctx.symbol("b"),
                value: b,
            },
        ];
        assert_eq!(
            dictionary_hash(&ctx.dict_hasher, &entries),
            crate::interner::hash32_of(&AttrData::Dictionary(DictEntries::from_slice(&entries)))
        );
        // Strings: borrowed bytes hash like the boxed ones, and the
        // borrowed and owned paths return the same handle.
        let f32_ty = ctx.float_type(FloatKind::F32);
        for (bytes, ty) in [
            (&b""[..], None),
            (&b"x"[..], None),
            (&b"hello\0world, a longer string"[..], Some(i)),
        ] {
            assert_eq!(
                string_attr_hash(&ctx.string_hasher, bytes, ty),
                crate::interner::hash32_of(&AttrData::String {
                    value: bytes.into(),
                    ty,
                })
            );
            let s1 = ctx.string_attr_bytes(bytes, ty);
            let s2 = ctx.intern_attr(AttrData::String {
                value: bytes.into(),
                ty,
            });
            assert_eq!(s1, s2);
            assert_eq!(ctx.string_attr_bytes(bytes, ty), s1);
        }
        assert_eq!(ctx.string_attr("x"), ctx.string_attr_bytes(b"x", None));
        assert_ne!(ctx.string_attr("x"), ctx.string_attr_bytes(b"x", Some(i)));
        // Plain attributes: the by-value path and the generic one agree.
        for data in [
            AttrData::Unit,
            AttrData::Integer { ty: i, value: 7 },
            AttrData::Integer { ty: i, value: -1 },
            AttrData::Float {
                ty: f32_ty,
                bits: 0x3f80_0000,
            },
            AttrData::Type(f32_ty),
        ] {
            let p = ctx.intern_plain_attr(data.clone());
            assert_eq!(ctx.intern_attr(data.clone()), p);
            assert_eq!(ctx.attr_data(p), &data);
        }
        assert_eq!(ctx.integer_attr(i, 7), b);
        assert_eq!(ctx.unit_attr(), a);
        let d1 = ctx.dictionary_sorted_slice(&entries);
        let d2 = ctx.dictionary_sorted(entries.clone());
        let d3 = ctx.intern_attr(AttrData::Dictionary(DictEntries::from_slice(&entries)));
        assert_eq!(d1, d2);
        assert_eq!(d1, d3);
        let l1 = ctx.name_loc("x");
        let l2 = ctx.name_loc("y");
        for meta in [None, Some(a)] {
            let f1 = ctx.fused_loc(&[l1, l2], meta);
            let f2 = ctx.intern_loc(LocData::Fused {
                locations: vec![l1, l2].into(),
                metadata: meta,
            });
            assert_eq!(f1, f2);
        }
    }
}

#[cfg(test)]
mod first_component_index_tests {
    use super::*;

    /// A chain of fusions as a chain of DRR rewrites makes (each new
    /// location the previous fused one plus one more, sometimes one already
    /// in it), with the deduplication marks reused across calls: each
    /// result lists the distinct locations in first-seen order, as a plain
    /// scan of the lists says.
    #[test]
    fn long_fusion_chains_dedupe_across_calls() {
        let mut ctx = Context::new();
        let files: Vec<Location> = (0..300).map(|i| ctx.file_loc("c", i + 1, 1)).collect();
        let unknown = ctx.unknown_loc();
        let mut cur = files[0];
        let mut expected = vec![files[0]];
        for i in 1..files.len() {
            // Every seventh step fuses a location already in the list (and
            // an unknown one): nothing is added.
            let next = if i % 7 == 0 { files[i / 2] } else { files[i] };
            cur = ctx.fused_loc(&[cur, unknown, next], None);
            if !expected.contains(&next) {
                expected.push(next);
            }
            match ctx.loc_data(cur) {
                LocData::Fused {
                    locations,
                    metadata: None,
                } => assert_eq!(locations[..], expected[..], "step {i}"),
                other => panic!("step {i}: not a fused location: {other:?}"),
            }
            // The same list written out again is the same location.
            assert_eq!(ctx.fused_loc(&expected, None), cur);
        }
        // Plain lists with a duplicate far apart, then without.
        let mut list = files[..40].to_vec();
        list.push(files[3]);
        let deduped = ctx.fused_loc(&list, None);
        assert_eq!(ctx.fused_loc(&files[..40], None), deduped);
    }

    /// The two-location path (`intern_fused_pair`) and the general path
    /// find each other's fused locations, and tell apart metadata, order
    /// and locations created after the index grew.
    #[test]
    fn pair_path_agrees_with_general_path() {
        let mut ctx = Context::new();
        let a = ctx.file_loc("f", 1, 1);
        let b = ctx.file_loc("f", 2, 1);
        let unknown = ctx.unknown_loc();
        // General path first (a duplicate and an unknown to drop), then
        // the pair path.
        let general = ctx.fused_loc(&[a, unknown, b, a], None);
        assert_eq!(ctx.fused_loc(&[a, b], None), general);
        // Pair path first, then the general path and plain interning.
        let c = ctx.file_loc("f", 3, 1);
        let pair = ctx.fused_loc(&[c, a], None);
        assert_eq!(ctx.fused_loc(&[c, c, a], None), pair);
        let direct = ctx.intern_loc(LocData::Fused {
            locations: vec![c, a].into(),
            metadata: None,
        });
        assert_eq!(direct, pair);
        // Same components with metadata, or in the other order: distinct.
        let meta = ctx.unit_attr();
        let with_meta = ctx.fused_loc(&[a, b], Some(meta));
        assert_ne!(with_meta, general);
        assert_eq!(ctx.fused_loc(&[a, b], Some(meta)), with_meta);
        assert_eq!(ctx.fused_loc(&[a, b], None), general);
        let reversed = ctx.fused_loc(&[b, a], None);
        assert_ne!(reversed, general);
        // Three distinct plain locations (interned as given) and the same
        // after simplification (a duplicate, an unknown, a nested fused
        // location to flatten): one location.
        let three = ctx.fused_loc(&[a, b, c], None);
        assert_eq!(ctx.fused_loc(&[general, unknown, c, b], None), three);
        assert_eq!(
            ctx.intern_loc(LocData::Fused {
                locations: vec![a, b, c].into(),
                metadata: None,
            }),
            three
        );
        // A duplicate among plain locations is dropped (first kept).
        assert_eq!(ctx.fused_loc(&[c, a, c], None), pair);
        // Locations created after `heads` last grew (beyond its end) work
        // as first components.
        let late: Vec<Location> = (0..50).map(|i| ctx.file_loc("g", i + 1, 1)).collect();
        let fused: Vec<Location> = late.iter().map(|&l| ctx.fused_loc(&[l, a], None)).collect();
        for (&l, &f) in late.iter().zip(&fused) {
            assert_eq!(ctx.fused_loc(&[l, a], None), f);
            match ctx.loc_data(f) {
                LocData::Fused {
                    locations,
                    metadata: None,
                } => assert_eq!(locations[..], [l, a]),
                other => panic!("not a fused location: {other:?}"),
            }
        }
        let mut all = fused.clone();
        all.extend([general, pair, with_meta, reversed]);
        all.sort();
        all.dedup();
        assert_eq!(all.len(), fused.len() + 4);
    }

    /// Fused locations and dictionaries stay unique however they are
    /// interned, including past a full chain (shared first component).
    #[test]
    fn unique_past_full_chains() {
        let mut ctx = Context::new();
        let shared = ctx.name_loc("shared");
        let others: Vec<Location> = (0..3 * FusedLocIndex::MAX_CHAIN)
            .map(|i| ctx.name_loc(&format!("l{i}")))
            .collect();
        let fused: Vec<Location> = others
            .iter()
            .map(|&o| ctx.fused_loc(&[shared, o], None))
            .collect();
        for (&o, &f) in others.iter().zip(&fused) {
            assert_eq!(ctx.fused_loc(&[shared, o], None), f);
            let direct = ctx.intern_loc(LocData::Fused {
                locations: vec![shared, o].into(),
                metadata: None,
            });
            assert_eq!(direct, f);
        }
        let mut all = fused.clone();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), fused.len());

        let unit = ctx.unit_attr();
        let i32_ty = ctx.int_type(32);
        let a = ctx.symbol("a");
        let b = ctx.symbol("b");
        let dicts: Vec<Attribute> = (0..3 * DictIndex::MAX_CHAIN as i128)
            .map(|v| {
                let value = ctx.integer_attr(i32_ty, v);
                ctx.dictionary(vec![
                    NamedAttribute { name: a, value },
                    NamedAttribute {
                        name: b,
                        value: unit,
                    },
                ])
            })
            .collect();
        for (v, &d) in dicts.iter().enumerate() {
            let value = ctx.integer_attr(i32_ty, v as i128);
            let entries = vec![
                NamedAttribute { name: a, value },
                NamedAttribute {
                    name: b,
                    value: unit,
                },
            ];
            assert_eq!(ctx.dictionary_sorted_slice(&entries), d);
            assert_eq!(ctx.dictionary_sorted(entries.clone()), d);
            assert_eq!(ctx.intern_attr(AttrData::Dictionary(entries.into())), d);
        }
        let mut all = dicts.clone();
        all.sort_by_key(|d| d.0);
        all.dedup();
        assert_eq!(all.len(), dicts.len());
        assert_eq!(
            ctx.intern_attr(AttrData::Dictionary(DictEntries::new())),
            ctx.empty_dictionary()
        );
    }

    /// `op_name_of_definition` is the op name of the definition's name,
    /// registered or not, whatever the order of lookups: more definitions
    /// than cache entries, looked up in turn, repeated, and one registered
    /// after it was looked up unregistered.
    #[test]
    fn definition_names_through_the_cache() {
        let mut ctx = Context::new();
        let defs: Vec<&'static OpDefinition> = (0..3 * DEF_CACHE)
            .map(|i| {
                &*Box::leak(Box::new(OpDefinition {
                    name: Box::leak(format!("t.op{i}").into_boxed_str()),
                    traits: crate::op_definition::OpTraits::NONE,
                    inherent_attrs: &[],
                    verify: None,
                    fold: None,
                }))
            })
            .collect();
        for def in defs.iter().step_by(2) {
            ctx.register_op(def);
        }
        let expected: Vec<OpName> = defs.iter().map(|d| ctx.op_name(d.name)).collect();
        for round in 0..3 {
            for (i, def) in defs.iter().enumerate() {
                assert_eq!(ctx.op_name_of_definition(def), expected[i]);
                assert_eq!(ctx.op_name_of_definition(def), expected[i]);
                let other = (i * 7 + round) % defs.len();
                assert_eq!(ctx.op_name_of_definition(defs[other]), expected[other]);
            }
        }
        ctx.register_op(defs[1]);
        assert_eq!(ctx.op_name_of_definition(defs[1]), expected[1]);
        assert!(
            ctx.op_definition(expected[1])
                .is_some_and(|d| std::ptr::eq(d, defs[1]))
        );
    }

    /// `dense_i32_array_attr` is the interned array of exactly its values
    /// through its cache: lists that differ only by trailing zeros (the
    /// cache's padding) or by length, negative values, lists longer than
    /// the cache holds, more lists than cache entries, each asked twice.
    #[test]
    fn short_i32_arrays_through_the_cache() {
        let mut ctx = Context::new();
        let mut lists: Vec<Vec<i32>> = vec![vec![], vec![0], vec![0, 0], vec![1], vec![1, 0]];
        for i in 0..4 * I32_ARRAY_CACHE as i32 {
            lists.push(vec![i, -i, 2]);
            lists.push(vec![1, i, 0, i % 3]);
            lists.push(vec![i % 5, 1, 1, 0, i]);
        }
        let i32_ty = ctx.int_type(32);
        for _ in 0..2 {
            for list in &lists {
                let a = ctx.dense_i32_array_attr(list);
                let expected = ctx.intern_attr(AttrData::DenseArray {
                    element: i32_ty,
                    values: list.iter().map(|&v| v as i64 as u64).collect(),
                });
                assert_eq!(a, expected, "{list:?}");
            }
        }
    }

    /// `built_dictionary` gives what `dictionary_sorted_slice` gives for
    /// any number of entries, on a first lookup and on cache hits, with
    /// more distinct dictionaries than cache entries (so entries are
    /// replaced and slots shared).
    #[test]
    fn built_dictionaries_are_the_interned_ones() {
        let mut ctx = Context::new();
        let i32_ty = ctx.int_type(32);
        let names = [ctx.symbol("a"), ctx.symbol("b"), ctx.symbol("c")];
        let n = 2 * BUILT_DICT_CACHE as i128;
        let values: Vec<Attribute> = (0..n).map(|v| ctx.integer_attr(i32_ty, v)).collect();
        let entry = |k: usize, v: usize| NamedAttribute {
            name: names[k],
            value: values[v],
        };
        let lists: Vec<Vec<NamedAttribute>> = (0..values.len())
            .flat_map(|v| {
                let w = (v * 7 + 3) % values.len();
                [
                    vec![entry(0, v)],
                    vec![entry(1, v)],
                    vec![entry(0, v), entry(1, w)],
                    vec![entry(0, w), entry(1, v)],
                    vec![entry(0, v), entry(1, w), entry(2, v)],
                ]
            })
            .collect();
        for _ in 0..2 {
            for list in &lists {
                let built = ctx.built_dictionary(list);
                assert_eq!(built, ctx.dictionary_sorted_slice(list));
                assert_eq!(ctx.dict_entries(built), &list[..]);
            }
        }
        assert_eq!(ctx.built_dictionary(&[]), ctx.empty_dictionary());
    }
}

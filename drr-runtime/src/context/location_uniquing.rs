//! Uniquing locations: file, name and fused locations, with the fused-location index.

use super::*;

impl Context {
    /// Uniques a location as given (no simplification).
    pub fn intern_loc(&mut self, data: LocData) -> Location {
        if let LocData::FileLineCol {
            file,
            line,
            column,
            end: crate::location::RangeEnd::None,
        } = data
        {
            return self.file_locs.intern(&mut self.locs, file, line, column);
        }
        if let LocData::Fused {
            locations,
            metadata,
        } = &data
        {
            return self.intern_fused(locations, *metadata);
        }
        let record = LocRecord::from_data(data);
        let h = crate::interner::hash32_of(&record);
        Location(self.locs.intern_with(h, record, |k, d| k == d, |k| k))
    }

    /// `loc("FILE":line:col)` of an interned file name: what
    /// [`Context::intern_loc`] does for such a location, without building
    /// and matching a [`LocData`] (the parser's default location of every
    /// op).
    #[inline]
    pub(crate) fn intern_file_loc(&mut self, file: Symbol, line: u32, column: u32) -> Location {
        self.file_locs.intern(&mut self.locs, file, line, column)
    }

    /// The stored record of a location (see `LocRecord`).
    #[inline]
    pub(crate) fn loc_record(&self, loc: Location) -> &LocRecord {
        self.locs.get(loc.0)
    }

    /// The structure of a location (built from its stored record, see
    /// `LocRecord`: most locations are stored in half the size).
    #[inline]
    pub fn loc_data(&self, loc: Location) -> LocData {
        self.locs.get(loc.0).to_data()
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Location {
        self.unknown_loc
    }

    /// `loc("file":line:col)`.
    pub fn file_loc(&mut self, file: &str, line: u32, column: u32) -> Location {
        let file = self.symbol(file);
        self.intern_loc(LocData::FileLineCol {
            file,
            line,
            column,
            end: crate::location::RangeEnd::None,
        })
    }

    /// `loc("name")`.
    pub fn name_loc(&mut self, name: &str) -> Location {
        let name = self.symbol(name);
        let child = self.unknown_loc;
        self.intern_loc(LocData::Name { name, child })
    }

    /// A fused location with MLIR's `FusedLoc::get` simplifications: nested
    /// fused locations with the same metadata are flattened, unknown
    /// locations dropped, duplicates removed (first occurrence kept); no
    /// locations gives `loc(unknown)` (or a fused unknown with metadata), a
    /// single location without metadata is returned as is.
    // The fast paths are inlined (DRR's default location calls this once
    // per rewrite); the general case stays out of line.
    #[inline]
    pub fn fused_loc(&mut self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        // Fast path: one location, not fused, no metadata (what the general
        // case below returns: itself, or `unknown`).
        if metadata.is_none()
            && let [only] = *locs
        {
            match self.locs.get(only.0) {
                LocRecord::Unknown => return self.unknown_loc,
                r if r.is_fused_or_unknown() => {}
                _ => return only,
            }
        }
        // Fast path: two distinct plain locations without metadata (the
        // default location of an op built by a two-op DRR pattern): the
        // general case below would keep both, in order, and intern them.
        if metadata.is_none()
            && let [a, b] = *locs
            && a != b
            && !self.locs.get(a.0).is_fused_or_unknown()
            && !self.locs.get(b.0).is_fused_or_unknown()
        {
            return self.intern_fused_pair(a, b);
        }
        self.fused_loc_general(locs, metadata)
    }

    /// [`Context::intern_fused`] of `[a, b]` without metadata (the default
    /// location of an op built by a two-op DRR pattern, one per rewrite):
    /// the chain of `a` compared with the inline pair directly, the new
    /// location written in place, and `heads` grown with some slack (see
    /// [`FusedLocIndex::grow_heads`]). A full chain falls back to
    /// [`Context::intern_fused`], which then looks in the hash table.
    #[inline(never)]
    pub(super) fn intern_fused_pair(&mut self, a: Location, b: Location) -> Location {
        let slot = a.0 as usize;
        let index = &mut self.fused_locs;
        let head = index
            .heads
            .get(slot)
            .copied()
            .unwrap_or(FusedLocIndex::NONE);
        let mut link = head;
        let mut len = 0;
        while link != FusedLocIndex::NONE {
            let (loc, next) = index.links[link as usize];
            if matches!(self.locs.get(loc), LocRecord::FusedPair(pair) if *pair == [a, b]) {
                return Location(loc);
            }
            len += 1;
            link = next;
        }
        if len >= FusedLocIndex::MAX_CHAIN {
            return self.intern_fused(&[a, b], None);
        }
        let loc = self
            .locs
            .push_unindexed_with(|| LocRecord::FusedPair([a, b]));
        let link = u32::try_from(index.links.len()).expect("more than 2^32 locations");
        index.links.push((loc, head));
        if slot >= index.heads.len() {
            index.grow_heads(slot, self.locs.len());
        }
        index.heads[slot] = link;
        Location(loc)
    }

    /// [`Context::fused_loc`] past its fast paths.
    #[inline(never)]
    pub(super) fn fused_loc_general(
        &mut self,
        locs: &[Location],
        metadata: Option<Attribute>,
    ) -> Location {
        // Several distinct plain locations without metadata (the default
        // location of an op built by a DRR pattern matching three or more
        // ops): nothing to flatten, drop or dedupe, so the list below
        // would be `locs` itself; interned without copying it.
        // Duplicates are found with one mark bit per location (`LocMarks`;
        // a scan per location was quadratic, and a hash set per call cost
        // 40 s on a chain of 50,000 `AddIAddConstant` rewrites, whose
        // fused locations grow by one location per rewrite).
        let mut marks = std::mem::take(&mut self.loc_marks);
        marks.cover(self.locs.len());
        let mut marked = 0;
        let plain_distinct = metadata.is_none()
            && locs.len() >= 2
            && locs.iter().all(|&l| {
                let ok = !self.locs.get(l.0).is_fused_or_unknown() && marks.mark(l);
                marked += usize::from(ok);
                ok
            });
        marks.clear(&locs[..marked]);
        if plain_distinct {
            self.loc_marks = marks;
            return self.intern_fused(locs, None);
        }
        // Collected on the stack: the stored list is built only for a new
        // location (`LocList`: two locations inline, no allocation).
        let mut out: SmallVec<[Location; 8]> = SmallVec::new();
        for &l in locs {
            match self.loc_data(l) {
                LocData::Fused {
                    locations,
                    metadata: m,
                } if m == metadata => {
                    for &inner in locations.iter() {
                        if marks.mark(inner) {
                            out.push(inner);
                        }
                    }
                }
                LocData::Unknown => {}
                _ => {
                    if marks.mark(l) {
                        out.push(l);
                    }
                }
            }
        }
        marks.clear(&out);
        self.loc_marks = marks;
        if out.is_empty() {
            return match metadata {
                None => self.unknown_loc,
                Some(_) => {
                    let unknown = self.unknown_loc;
                    self.intern_loc(LocData::Fused {
                        locations: vec![unknown].into(),
                        metadata,
                    })
                }
            };
        }
        if out.len() == 1 && metadata.is_none() {
            return out[0];
        }
        self.intern_fused(&out, metadata)
    }

    /// Interns the fused location of exactly `locations` and `metadata`
    /// (no simplification): through [`FusedLocIndex`], or the hash table
    /// for what that index does not hold.
    pub(super) fn intern_fused(
        &mut self,
        locations: &[Location],
        metadata: Option<Attribute>,
    ) -> Location {
        let same = |d: &LocRecord| d.is_fused(locations, metadata);
        if let Some(&first) = locations.first() {
            let index = &mut self.fused_locs;
            let slot = first.0 as usize;
            let mut len = 0;
            let mut link = index
                .heads
                .get(slot)
                .copied()
                .unwrap_or(FusedLocIndex::NONE);
            while link != FusedLocIndex::NONE {
                let (loc, next) = index.links[link as usize];
                if same(self.locs.get(loc)) {
                    return Location(loc);
                }
                len += 1;
                link = next;
            }
            if len < FusedLocIndex::MAX_CHAIN {
                let loc = self
                    .locs
                    .push_unindexed(LocRecord::from_data(LocData::Fused {
                        locations: LocList::from(locations),
                        metadata,
                    }));
                if index.heads.len() <= slot {
                    index.grow_heads(slot, self.locs.len());
                }
                let link = u32::try_from(index.links.len()).expect("more than 2^32 locations");
                index.links.push((loc, index.heads[slot]));
                index.heads[slot] = link;
                return Location(loc);
            }
        }
        // No first component, or its chain is full (rare): the hash
        // table, keyed by the record.
        let record = LocRecord::from_data(LocData::Fused {
            locations: LocList::from(locations),
            metadata,
        });
        let h = crate::interner::hash32_of(&record);
        Location(self.locs.intern_with(h, record, |k, d| k == d, |k| k))
    }
}

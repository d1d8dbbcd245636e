//! The properties of a registered op as parsed: the inherent attributes
//! of its `<{…}>` (or, without one, of its attribute dictionary) checked
//! against its definition's attribute classes and converted as mlir-opt's
//! property conversion does, with its messages.
//!
//! The segment sizes keep the names they had as attributes before MLIR 18
//! (`operand_segment_sizes`, `result_segment_sizes`): MLIR's generated
//! property accessors still take those, so IR printed by older tools reads
//! the same. In `{…}` such an entry stands for the current name (the later
//! of the two in the sorted dictionary wins); in `<{…}>` the current name
//! wins over the old one. Messages about `<{…}>` show it as written.

use super::*;
use crate::Symbol;
use crate::op_definition::{LEGACY_SEGMENT_NAMES, current_segment_name};

/// What becomes of an entry of `<{…}>`: the current segment-size name it
/// also gives its value to, if it has an old one (`Some(None)`: none, the
/// current name is there too), and whether it stays under its own name.
type LegacyEntry = (Option<Option<&'static str>>, bool);

impl<'a> Parser<'a, '_> {
    /// For a registered operation: the properties dictionary made of the
    /// inherent attributes found in `{…}` (removed from `attributes`)
    /// overridden by the entries of `<{…}>`; names that are not inherent
    /// attributes of the op are dropped from `<{…}>`, as mlir-opt does.
    pub(super) fn registered_properties(
        &mut self,
        op_name: OpName,
        inherent: &[&str],
        name_loc: u32,
        properties: Option<Attribute>,
        attributes: &mut Vec<NamedAttribute>,
    ) -> PResult<Option<Attribute>> {
        let prop_info = self.ctx.properties_info(op_name);
        // An op of a dialect with `usePropertiesForAttributes = 0` has no
        // properties: `<{…}>` is an error and its inherent attributes are
        // those of `{…}` as written (no old segment-size names, no class
        // checks: the verifier checks them).
        let in_dictionary = prop_info.is_some_and(|i| i.attributes_in_dictionary);
        if let Some(p) = properties {
            let why = if inherent.is_empty() || in_dictionary {
                Some("this operation does not support properties")
            } else if !matches!(self.ctx.attr_data(p), AttrData::Dictionary(_)) {
                Some("expected DictionaryAttr to set properties")
            } else {
                None
            };
            if let Some(why) = why {
                return Err(self.invalid_properties(op_name, name_loc, p, why));
            }
        }
        if inherent.is_empty() {
            return Ok(None);
        }
        if in_dictionary {
            return Ok(self.inherent_of_dictionary(op_name, inherent, attributes));
        }
        // `<{…}>` as written, for messages; `properties` from here on has
        // the old segment-size names replaced.
        let shown = properties;
        let properties = properties.map(|p| self.rename_legacy_segments(p, inherent));
        if let (Some(p), Some(shown)) = (properties, shown) {
            self.check_attr_classes(op_name, name_loc, p, shown, prop_info)?;
        }
        let ctx = &*self.ctx;
        // Inherent-ness by interned symbol when the registration kept them
        // (no string compares), else by name.
        let syms = ctx.registered_inherent_symbols(op_name);
        let is_inherent = |name| {
            if syms.len() == inherent.len() {
                syms.contains(&name)
            } else {
                inherent.contains(&ctx.str(name))
            }
        };
        // ODS properties come from `<{…}>` only: a discardable attribute
        // of the same name stays discardable (as in mlir-opt).
        let is_property = |name| prop_info.is_some_and(|i| i.names.contains(&ctx.str(name)));
        // The name an old segment-size name of `{…}` stands for, if the op
        // has it (looked up only for names that are not inherent).
        let legacy = |name: Symbol| {
            let current = ctx.lookup_symbol(current_segment_name(ctx.str(name))?)?;
            (is_inherent(current) && !is_property(current)).then_some(current)
        };
        let mut props: SmallVec<[NamedAttribute; 4]> = SmallVec::new();
        if !attributes.is_empty() {
            attributes.retain(|a| {
                if is_inherent(a.name) && !is_property(a.name) {
                    props.push(*a);
                    false
                } else if let Some(name) = legacy(a.name) {
                    props.push(NamedAttribute {
                        name,
                        value: a.value,
                    });
                    false
                } else {
                    true
                }
            });
        }
        if let Some(p) = properties {
            let entries = ctx.dict_entries(p);
            // The common case: `<{…}>` holds only inherent attributes and
            // `{…}` none, so the properties are `<{…}>` itself (the same
            // entries, already sorted and interned).
            if props.is_empty() && entries.iter().all(|e| is_inherent(e.name)) {
                if entries.is_empty() {
                    return Ok(None);
                }
                return self.convert_properties(
                    op_name,
                    name_loc,
                    p,
                    shown.unwrap_or(p),
                    prop_info,
                );
            }
            for &e in entries {
                if is_inherent(e.name) {
                    props.retain(|x| x.name != e.name);
                    props.push(e);
                }
            }
        }
        // MLIR's op creation casts each inherent attribute of `{…}` to its
        // storage class (`setInherentAttr`): one of another class is
        // dropped, not reported (a segment-size array of another size
        // too: the sizes stay zero). Without `<{…}>`, only segment sizes
        // can fail: the attributes' constraints were verified (see
        // `verify_dict_attrs`). The entries of `<{…}>` passed
        // `check_attr_classes` already.
        if let Some(info) = prop_info
            && !props.is_empty()
        {
            let segments = LEGACY_SEGMENT_NAMES.map(|(_, current)| self.ctx.symbol(current));
            let all = properties.is_some();
            // The segment sizes of `<{…}>` are checked with the conversion
            // (`convert_properties`), and reported.
            let given: SmallVec<[Symbol; 4]> = properties
                .map(|p| self.ctx.dict_entries(p).iter().map(|e| e.name).collect())
                .unwrap_or_default();
            props.retain(|e| {
                if !all && !segments.contains(&e.name) || given.contains(&e.name) {
                    return true;
                }
                let single = self.ctx.dictionary(vec![*e]);
                (info.check_attrs)(self.ctx, single).is_ok()
                    && (info.check_segments)(self.ctx, single).is_ok()
            });
        }
        if props.is_empty() {
            return Ok(None);
        }
        let dict = self.ctx.dictionary(props.into_vec());
        self.convert_properties(op_name, name_loc, dict, shown.unwrap_or(dict), prop_info)
    }

    /// The inherent attributes of `attributes` (removed from it) as the
    /// dictionary the context keeps them in, for an op whose dialect keeps
    /// them in the attribute dictionary (`usePropertiesForAttributes = 0`:
    /// printed back in `{…}`).
    fn inherent_of_dictionary(
        &mut self,
        op_name: OpName,
        inherent: &[&str],
        attributes: &mut Vec<NamedAttribute>,
    ) -> Option<Attribute> {
        let ctx = &*self.ctx;
        let syms = ctx.registered_inherent_symbols(op_name);
        let mut props = Vec::new();
        attributes.retain(|a| {
            let is_inherent = if syms.len() == inherent.len() {
                syms.contains(&a.name)
            } else {
                inherent.contains(&ctx.str(a.name))
            };
            if is_inherent {
                props.push(*a);
            }
            !is_inherent
        });
        (!props.is_empty()).then(|| self.ctx.dictionary(props))
    }

    /// `<{…}>` (`dict`) with each old segment-size name the op's inherent
    /// attributes (`inherent`) have the current name of replaced by it,
    /// unless the current name is there too (then the old entry is
    /// dropped, as MLIR's `setPropertiesFromAttr` reads only the current
    /// one); `dict` itself when it has none (the common case, no new
    /// dictionary). An op that declares an argument of the old name
    /// (`I32ElementsAttr:$result_segment_sizes` next to
    /// `AttrSizedResultSegments`, as OneFlow's ops do) keeps the entry for
    /// it, and the current name also takes its value when absent: MLIR's
    /// `setPropertiesFromAttr` reads the old name for both.
    fn rename_legacy_segments(&mut self, dict: Attribute, inherent: &[&str]) -> Attribute {
        // Most ops have no segment sizes: no look at the entries.
        if !inherent.iter().any(|n| n.ends_with("SegmentSizes")) {
            return dict;
        }
        let ctx = &*self.ctx;
        let entries = ctx.dict_entries(dict);
        let has = |name: &str| entries.iter().any(|e| ctx.str(e.name) == name);
        // Per entry: the current name it takes, if it has an old one
        // (`Some(None)`: none, the current name is there too), and whether
        // the entry stays under its own name (an argument of that name).
        let renames: SmallVec<[LegacyEntry; 4]> = entries
            .iter()
            .map(|e| {
                let name = ctx.str(e.name);
                let rename = current_segment_name(name)
                    .filter(|c| inherent.contains(c))
                    .map(|c| (!has(c)).then_some(c));
                (rename, rename.is_none() || inherent.contains(&name))
            })
            .collect();
        if renames.iter().all(|(r, _)| r.is_none()) {
            return dict;
        }
        let entries = entries.to_vec();
        let mut renamed: Vec<NamedAttribute> = Vec::with_capacity(entries.len());
        for (e, (rename, keep)) in entries.into_iter().zip(renames) {
            if keep {
                renamed.push(e);
            }
            if let Some(Some(c)) = rename {
                renamed.push(NamedAttribute {
                    name: self.ctx.symbol(c),
                    value: e.value,
                });
            }
        }
        self.ctx.dictionary(renamed)
    }

    /// mlir-opt's error at the op (MLIR's `verifyInherentAttrs`, without
    /// the verifier's note) if an inherent attribute the attribute
    /// dictionary `attributes` of an op written without `<{…}>` gives does
    /// not satisfy its constraint.
    pub(super) fn verify_dict_attrs(
        &self,
        op_name: OpName,
        name_loc: u32,
        attributes: &[NamedAttribute],
    ) -> PResult<()> {
        let Some(info) = self.ctx.properties_info(op_name) else {
            return Ok(());
        };
        // Without properties, MLIR's verifier checks them (with its note).
        if info.attributes_in_dictionary {
            return Ok(());
        }
        (info.verify_dict_attrs)(self.ctx, attributes).map_err(|why| {
            let name = self.ctx.op_name_str(op_name);
            self.err_at(name_loc, &format!("'{name}' op {why}"))
        })
    }

    /// mlir-opt's error at the op if an inherent attribute `<{…}>` (`dict`)
    /// gives is not of its storage class.
    /// `shown` is `<{…}>` as written, for the message.
    pub(super) fn check_attr_classes(
        &mut self,
        op_name: OpName,
        name_loc: u32,
        dict: Attribute,
        shown: Attribute,
        info: Option<&'static crate::ods::PropertiesInfo>,
    ) -> PResult<()> {
        let Some(info) = info else {
            return Ok(());
        };
        (info.check_attrs)(self.ctx, dict)
            .map_err(|why| self.invalid_properties(op_name, name_loc, shown, &why))
    }

    /// mlir-opt's error at the op when `<{…}>` (`dict`) does not convert
    /// into its properties, for reason `why`.
    pub(super) fn invalid_properties(
        &self,
        op_name: OpName,
        name_loc: u32,
        dict: Attribute,
        why: &str,
    ) -> Diag {
        let text = self.attr_str(dict);
        let name = self.ctx.op_name_str(op_name);
        self.err_at(
            name_loc,
            &format!("invalid properties {text} for op {name}: {why}"),
        )
    }

    /// The properties dictionary `dict` with its ODS properties converted
    /// to their canonical forms (MLIR's `setPropertiesFromAttr`), or
    /// mlir-opt's error at the op, showing `shown` (`<{…}>` as written).
    pub(super) fn convert_properties(
        &mut self,
        op_name: OpName,
        name_loc: u32,
        dict: Attribute,
        shown: Attribute,
        info: Option<&'static crate::ods::PropertiesInfo>,
    ) -> PResult<Option<Attribute>> {
        let Some(info) = info else {
            return Ok(Some(dict));
        };
        match (info.convert)(self.ctx, dict)
            .and_then(|d| (info.check_segments)(self.ctx, d).map(|()| d))
        {
            Ok(d) => Ok(Some(d)),
            Err(why) => Err(self.invalid_properties(op_name, name_loc, shown, &why)),
        }
    }
}

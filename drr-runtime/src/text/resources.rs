//! The file metadata block `{-# … #-}`: dialect resources (blobs such as
//! those `dense_resource<name>` attributes refer to) and external
//! resources (e.g. `mlir_reproducer`), read like MLIR's
//! `TopLevelOperationParser::parseFileMetadataDictionary`, kept in the
//! [`Context`] with the module parsed from the file
//! ([`Context::resources`]), and printed back by [`write_resources`].
//!
//! mlir-opt does not print resources with `--mlir-print-local-scope`
//! (whose output [`super::print_op`] reproduces), so [`super::print_op`]
//! does not either; [`write_resources`] prints the block as mlir-opt
//! prints it after a module without that flag.
//!
//! Invariants: every group and key is a name as written (duplicates are
//! kept in order); a blob's alignment is a power of two or 0 (MLIR's check);
//! a `builtin` resource is always a blob (MLIR's builtin handler accepts
//! nothing else). Groups of other dialects are kept as written: which
//! dialects mlir-opt knows and what their resources may hold is not known
//! here.

use std::fmt::Write as _;

use rustc_hash::FxHashSet;

use super::lexer::{Tok, unescape};
use super::parser::{PResult, Parser};
use super::print_util::{OutBuf, push_keyword_or_string, push_string_literal};
use crate::Context;
use crate::attributes::{AttrData, Attribute};
use crate::ir::OpId;

/// The resources of a file's `{-# … #-}` metadata block(s).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileResources {
    /// `dialect_resources: { dialect: { key: value } }`, by dialect.
    pub dialect: Vec<ResourceGroup>,
    /// `external_resources: { group: { key: value } }`, by group.
    pub external: Vec<ResourceGroup>,
}

impl FileResources {
    /// True if there are no groups at all.
    pub fn is_empty(&self) -> bool {
        self.dialect.is_empty() && self.external.is_empty()
    }
}

/// The entries of one dialect's or external group's resources.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceGroup {
    /// The dialect or group name.
    pub name: String,
    /// The entries, in the order written. A key is a byte string, as in
    /// MLIR: a quoted key may spell any byte (`"\FF": true`).
    pub entries: Vec<(Vec<u8>, ResourceValue)>,
}

/// The value of a resource entry (MLIR's `AsmResourceEntryKind`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    /// A blob (`"0x…"`: its alignment in the first four bytes, little
    /// endian, then the data).
    Blob {
        /// The alignment (a power of two, or 0, which MLIR accepts too).
        alignment: u32,
        /// The data.
        data: Vec<u8>,
    },
    /// `true` or `false`.
    Bool(bool),
    /// A string that is not a hex blob.
    String(Vec<u8>),
}

impl Context {
    /// The resources of the file `module` was parsed from, if it had a
    /// metadata block with any.
    pub fn resources(&self, module: OpId) -> Option<&FileResources> {
        self.file_resources.get(&module)
    }

    /// Sets (or, with empty resources, removes) the resources printed with
    /// `module` by [`write_resources`].
    pub fn set_resources(&mut self, module: OpId, resources: FileResources) {
        if resources.is_empty() {
            self.file_resources.remove(&module);
        } else {
            self.file_resources.insert(module, resources);
        }
    }
}

/// A group to print: its name and the entries printed.
type PrintedGroup<'r> = (&'r str, Vec<&'r (Vec<u8>, ResourceValue)>);

/// Appends the file metadata block of `module` (see
/// [`Context::resources`]) as mlir-opt prints it after the module without
/// `--mlir-print-local-scope`: a blank line, then `{-#`, the
/// `dialect_resources` (of `builtin`, only the blobs that a
/// `dense_resource` attribute in `module` refers to, as mlir-opt does;
/// other dialects' groups in full) and the `external_resources`, `#-}` and
/// a blank line. Nothing if there is nothing to print.
pub fn write_resources(ctx: &Context, module: OpId, out: &mut String) {
    let Some(resources) = ctx.resources(module) else {
        return;
    };
    let used = referenced_blobs(ctx, module);
    let mut sections: Vec<(&str, Vec<PrintedGroup>)> = Vec::new();
    let dialect: Vec<_> = resources
        .dialect
        .iter()
        .map(|g| {
            let entries: Vec<_> = g
                .entries
                .iter()
                .filter(|(k, _)| g.name != "builtin" || used.contains(k.as_slice()))
                .collect();
            (g.name.as_str(), entries)
        })
        .filter(|(_, e)| !e.is_empty())
        .collect();
    if !dialect.is_empty() {
        sections.push(("dialect_resources", dialect));
    }
    let external: Vec<_> = resources
        .external
        .iter()
        .map(|g| (g.name.as_str(), g.entries.iter().collect::<Vec<_>>()))
        .filter(|(_, e)| !e.is_empty())
        .collect();
    if !external.is_empty() {
        sections.push(("external_resources", external));
    }
    if sections.is_empty() {
        return;
    }
    out.push_str("\n{-#\n");
    for (i, (section, groups)) in sections.iter().enumerate() {
        let _ = writeln!(out, "  {section}: {{");
        for (j, (name, entries)) in groups.iter().enumerate() {
            let _ = writeln!(out, "    {}: {{", keyword_or_string(name.as_bytes()));
            for (k, (key, value)) in entries.iter().enumerate() {
                let _ = write!(out, "      {}: ", keyword_or_string(key));
                match value {
                    ResourceValue::Blob { alignment, data } => {
                        out.push_str("\"0x");
                        for b in alignment.to_le_bytes().iter().chain(data) {
                            let _ = write!(out, "{b:02X}");
                        }
                        out.push('"');
                    }
                    ResourceValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
                    ResourceValue::String(s) => {
                        let mut buf = OutBuf::from_string(String::new());
                        push_string_literal(&mut buf, s);
                        out.push_str(&buf.into_string());
                    }
                }
                out.push_str(if k + 1 < entries.len() { ",\n" } else { "\n" });
            }
            out.push_str(if j + 1 < groups.len() {
                "    },\n"
            } else {
                "    }\n"
            });
        }
        out.push_str(if i + 1 < sections.len() {
            "  },\n"
        } else {
            "  }\n"
        });
    }
    out.push_str("#-}\n\n");
}

/// `name` bare if it is a bare identifier, else quoted (MLIR's
/// `printKeywordOrString`).
fn keyword_or_string(name: &[u8]) -> String {
    let mut buf = OutBuf::from_string(String::new());
    push_keyword_or_string(&mut buf, name);
    buf.into_string()
}

/// The names of the `builtin` blobs the `dense_resource<name>` attributes
/// in `module` (its operations' properties and attributes, through arrays
/// and dictionaries) refer to.
fn referenced_blobs(ctx: &Context, module: OpId) -> FxHashSet<Vec<u8>> {
    let mut used = FxHashSet::default();
    let mut stack: Vec<Attribute> = Vec::new();
    let mut seen: FxHashSet<Attribute> = FxHashSet::default();
    let mut ops = ctx.nested_ops_pre_order(module);
    ops.push(module);
    for op in ops {
        let Ok(data) = ctx.try_op(op) else { continue };
        stack.extend(data.properties());
        stack.push(data.attributes());
        while let Some(a) = stack.pop() {
            if !seen.insert(a) {
                continue;
            }
            match ctx.attr_data(a) {
                AttrData::Array(items) => stack.extend(items.iter().copied()),
                AttrData::Dictionary(entries) => stack.extend(entries.iter().map(|e| e.value)),
                AttrData::Opaque(text) => {
                    if let Some(rest) = text.strip_prefix("dense_resource<")
                        && let Some((name, _)) = rest.split_once('>')
                    {
                        used.insert(if name.starts_with('"') {
                            unescape(name.as_bytes())
                        } else {
                            name.as_bytes().to_vec()
                        });
                    }
                }
                _ => {}
            }
        }
    }
    used
}

/// Which section of the metadata block a group belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Dialect,
    External,
}

/// The dialects whose `OpAsmDialectInterface` mlir-opt-22 reaches for a
/// `dialect_resources` section (measured: every other dialect it loads
/// gives "unexpected 'resource' section"); of these, only `builtin` and
/// `test` read resources.
const RESOURCE_DIALECTS: &[&str] = &["builtin", "ml_program", "test"];

impl<'a> Parser<'a, '_> {
    /// `{-# key: {…}, … #-}` (MLIR's `parseFileMetadataDictionary`), the
    /// resources read into `out`.
    pub(crate) fn parse_file_metadata(&mut self, out: &mut FileResources) -> PResult<()> {
        self.consume(); // `{-#`
        self.parse_comma_list_until(Tok::FileMetadataEnd, "#-}", true, |p| {
            let key_tok = p.tok;
            if !(p.tok.is_word() || p.is(Tok::IntType)) {
                return Err(p.err_here("expected identifier key in file metadata dictionary"));
            }
            let key = p.tok_str();
            p.consume();
            p.expect(Tok::Colon, "expected ':'")?;
            let section = match key {
                "dialect_resources" => Section::Dialect,
                "external_resources" => Section::External,
                _ => {
                    return Err(p.err_at(
                        key_tok.start(),
                        &format!("unknown key '{key}' in file metadata dictionary"),
                    ));
                }
            };
            p.parse_resource_section(section, out)
        })
    }

    /// `{ name: { entries }, … }` of one section.
    fn parse_resource_section(&mut self, section: Section, out: &mut FileResources) -> PResult<()> {
        self.expect(Tok::LBrace, "expected '{'")?;
        self.parse_comma_list_until(Tok::RBrace, "}", true, |p| {
            let name_tok = p.tok;
            if !(p.tok.is_word() || p.is(Tok::IntType)) {
                return Err(p.err_here("expected identifier key for 'resource' entry"));
            }
            let name = p.tok_str().to_string();
            p.consume();
            p.expect(Tok::Colon, "expected ':'")?;
            p.expect(Tok::LBrace, "expected '{'")?;
            if section == Section::Dialect {
                if name.contains('.') || !crate::opt_tool::dialect_loaded(p.ctx, &name) {
                    return Err(p.err_at(name_tok.start(), &format!("dialect '{name}' is unknown")));
                }
                // Only dialects with an `OpAsmDialectInterface` take a
                // resource section (in mlir-opt-22: builtin, test and
                // ml_program; dialects registered with the context have
                // none).
                if !RESOURCE_DIALECTS.contains(&name.as_str()) {
                    return Err(p.err_here(&format!(
                        "unexpected 'resource' section for dialect '{name}'"
                    )));
                }
            }
            let mut group = ResourceGroup {
                name,
                entries: Vec::new(),
            };
            p.parse_comma_list_until(Tok::RBrace, "}", true, |p| {
                let key = if p.tok.is_word() || p.is(Tok::IntType) {
                    p.tok_str().as_bytes().to_vec()
                } else if p.is(Tok::String) {
                    unescape(p.tok_str().as_bytes())
                } else {
                    return Err(p.err_here(match section {
                        Section::Dialect => "expected identifier key for 'resource' entry",
                        Section::External => {
                            "expected identifier key for 'external_resources' entry"
                        }
                    }));
                };
                // ml_program's interface reads no resource (MLIR's default
                // `parseResource`).
                if section == Section::Dialect && group.name == "ml_program" {
                    return Err(p.err_here(&format!(
                        "unknown 'resource' key '{}' for dialect 'ml_program'",
                        String::from_utf8_lossy(&key)
                    )));
                }
                p.consume();
                p.expect(Tok::Colon, "expected ':'")?;
                let value = p.parse_resource_value(section, &group.name, &key)?;
                group.entries.push((key, value));
                Ok(())
            })?;
            match section {
                Section::Dialect => out.dialect.push(group),
                Section::External => out.external.push(group),
            }
            Ok(())
        })
    }

    /// One entry's value: a blob, a string or a boolean, with MLIR's
    /// checks (the `builtin` dialect's entries must be blobs).
    fn parse_resource_value(
        &mut self,
        section: Section,
        group: &str,
        key: &[u8],
    ) -> PResult<ResourceValue> {
        // Messages show the key as text (lossy for bytes that are not
        // UTF-8; mlir-opt writes them raw).
        let key = String::from_utf8_lossy(key);
        // The builtin and test dialects' resources are blobs.
        let blob_only = section == Section::Dialect && matches!(group, "builtin" | "test");
        let value = match self.tok.kind {
            Tok::Kw(super::lexer::Kw::True | super::lexer::Kw::False) if !blob_only => {
                ResourceValue::Bool(self.is(Tok::Kw(super::lexer::Kw::True)))
            }
            Tok::String => {
                let bytes = unescape(self.tok_str().as_bytes());
                match bytes.strip_prefix(b"0x").and_then(decode_hex) {
                    Some(raw) => {
                        if raw.len() < 4 {
                            return Err(self.err_here(&format!(
                                "expected hex string blob for key '{key}' to encode alignment in \
                                 first 4 bytes"
                            )));
                        }
                        let alignment = u32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]]);
                        // MLIR's check (`align && !isPowerOf2_64(align)`):
                        // 0 passes (mlir-opt-22 then prints it back).
                        if alignment != 0 && !alignment.is_power_of_two() {
                            return Err(self.err_here(&format!(
                                "expected hex string blob for key '{key}' to encode alignment in \
                                 first 4 bytes, but got non-power-of-2 value: {alignment}"
                            )));
                        }
                        ResourceValue::Blob {
                            alignment,
                            data: raw[4..].to_vec(),
                        }
                    }
                    None if blob_only => {
                        return Err(
                            self.err_here(&format!("expected hex string blob for key '{key}'"))
                        );
                    }
                    None => ResourceValue::String(bytes),
                }
            }
            _ if blob_only => {
                return Err(self.err_here(&format!("expected hex string blob for key '{key}'")));
            }
            _ => return Err(self.err_here(&format!("expected string value for key '{key}'"))),
        };
        self.consume();
        Ok(value)
    }
}

/// The bytes of an even-length hex string.
fn decode_hex(hex: &[u8]) -> Option<Vec<u8>> {
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    hex.chunks(2)
        .map(|pair| {
            let s = std::str::from_utf8(pair).ok()?;
            u8::from_str_radix(s, 16).ok()
        })
        .collect()
}

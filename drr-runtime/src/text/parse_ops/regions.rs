//! Regions, blocks, block arguments and successors: block names are
//! per region; a successor naming a block not yet defined creates it,
//! and it must be defined before the region ends.

use super::*;

impl<'a> Parser<'a, '_> {
    /// `[^bb1, ^bb2]`.
    pub(super) fn parse_successors(&mut self, out: &mut Vec<BlockId>) -> PResult<()> {
        self.expect(Tok::LSquare, "expected '['")?;
        self.parse_comma_list_until(Tok::RSquare, "]", false, |p| {
            if !p.is(Tok::CaretIdent) {
                return Err(p.wrong_token("expected block name"));
            }
            let b = p.block_named(p.tok_str(), p.tok.start())?;
            out.push(b);
            p.consume();
            Ok(())
        })
    }

    /// The block called `name` in the current region, created (as a forward
    /// reference) if it does not exist yet.
    pub(super) fn block_named(&mut self, name: &'a str, loc: u32) -> PResult<BlockId> {
        if let Some(def) = self.ops.blocks_by_name.last().and_then(|m| m.get(name)) {
            return Ok(def.block);
        }
        let block = self.ctx.create_block(&[]);
        self.ops.created_blocks.push(block);
        match (
            self.ops.blocks_by_name.last_mut(),
            self.ops.forward_blocks.last_mut(),
        ) {
            (Some(names), Some(forward)) => {
                names.insert(name, BlockDef { block });
                forward.insert(block, loc);
                Ok(block)
            }
            _ => Err(self.err_at(loc, "block reference outside of a region")),
        }
    }

    // ----- regions and blocks ----------------------------------------------------------

    /// `{ blocks }`.
    pub(super) fn parse_region(&mut self) -> PResult<RegionId> {
        if !self.is(Tok::LBrace) {
            return Err(self.wrong_token("expected '{' to begin a region"));
        }
        // Too deep: reported at the `{`.
        self.enter()?;
        self.consume();
        let region = self.ctx.create_region();
        self.ops.created_regions.push(region);
        if !self.is(Tok::RBrace) {
            self.parse_region_body(region)?;
        }
        // The body ends only at '}'.
        self.consume();
        self.leave();
        Ok(region)
    }

    pub(super) fn parse_region_body(&mut self, region: RegionId) -> PResult<()> {
        self.push_scope();
        let entry = self.ctx.create_block(&[]);
        self.ops.created_blocks.push(entry);
        let entry = if self.is(Tok::CaretIdent) {
            self.parse_block(Some(entry))?
        } else {
            self.parse_block_body(entry)?;
            entry
        };
        self.ctx.append_block(region, entry).map_err(internal)?;
        while !self.is(Tok::RBrace) {
            let b = self.parse_block(None)?;
            self.ctx.append_block(region, b).map_err(internal)?;
        }
        self.pop_scope()
    }

    /// `^name(args): ops`.
    pub(super) fn parse_block(&mut self, existing: Option<BlockId>) -> PResult<BlockId> {
        let name_tok = self.tok;
        self.expect(Tok::CaretIdent, "expected block name")?;
        let name = self.spelling(name_tok);
        let known = self
            .ops
            .blocks_by_name
            .last()
            .and_then(|m| m.get(name))
            .map(|d| d.block);
        let block = match known {
            None => {
                let b = match existing {
                    Some(b) => b,
                    None => {
                        let b = self.ctx.create_block(&[]);
                        self.ops.created_blocks.push(b);
                        b
                    }
                };
                if let Some(m) = self.ops.blocks_by_name.last_mut() {
                    m.insert(name, BlockDef { block: b });
                }
                b
            }
            Some(b) => {
                let was_forward = self
                    .ops
                    .forward_blocks
                    .last_mut()
                    .is_some_and(|f| f.remove(&b).is_some());
                if !was_forward {
                    return Err(
                        self.err_at(name_tok.start(), &format!("redefinition of block '{name}'"))
                    );
                }
                b
            }
        };
        if self.is(Tok::LParen) {
            self.parse_block_arg_list(block)?;
        }
        self.expect(Tok::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)?;
        Ok(block)
    }

    pub(super) fn parse_block_body(&mut self, block: BlockId) -> PResult<()> {
        while !matches!(self.tok.kind, Tok::CaretIdent | Tok::RBrace) {
            if self.tok.start() as usize >= self.next_release {
                self.release_behind();
            }
            self.parse_operation(block)?;
        }
        Ok(())
    }

    /// `(%a: type loc(...), …)`.
    pub(super) fn parse_block_arg_list(&mut self, block: BlockId) -> PResult<()> {
        self.parse_comma_list(Delim::Paren, "", |p| {
            let line_col = p.tok_line_col();
            let u = p.parse_ssa_use()?;
            p.expect(Tok::Colon, "expected ':' and type for SSA operand")?;
            let ty = p.parse_type()?;
            let trailing = if p.is(Tok::Kw(Kw::Loc)) {
                Some(p.parse_trailing_location()?)
            } else {
                None
            };
            let loc = match trailing {
                Some(Trailing::Loc(l)) => l,
                _ => p.file_line_col(line_col.0, line_col.1),
            };
            let arg = p.ctx.add_block_argument(block, ty, loc).map_err(internal)?;
            if let Some(Trailing::Alias(name, at)) = trailing {
                let index = p.ctx.block(block).args().len().saturating_sub(1);
                p.ops
                    .deferred_locs
                    .push((LocTarget::Arg(block, index), name, at));
            }
            p.add_definition(u.name, u.number, u.loc, arg, ty)
        })
    }

    // ----- trailing locations ----------------------------------------------------------
}

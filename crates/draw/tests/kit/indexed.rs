use image::RgbImage;
use teban_draw::indexed::{changed_box, changes, Indexer, Palette};

/// A picture is indexed a run of one colour at a time: a colour that comes back after another
/// starts a run of its own, and every pixel keeps its place.
#[test]
fn runs_cover_every_pixel_in_order() {
    let colours = [[1, 1, 1], [1, 1, 1], [2, 2, 2], [1, 1, 1]];
    let image = RgbImage::from_fn(4, 1, |x, _| image::Rgb(colours[x as usize]));
    let palette = Palette::of(&image);
    let frame = Indexer::new(&palette).frame(&image);
    let drawn: Vec<[u8; 3]> = frame.iter().map(|i| palette.colour(*i)).collect();
    assert_eq!(drawn, colours);
}

/// A run of any length, short or long, is cut exactly where its colour changes, across rows
/// too.
#[test]
fn long_runs_end_exactly_where_their_colour_changes() {
    let lengths = [1usize, 15, 16, 17, 31, 32, 33, 47, 100, 2, 64, 63];
    let colours = [[9u8, 9, 9], [9, 9, 8], [200, 10, 10], [9, 9, 9]];
    let mut row = Vec::new();
    for (i, n) in lengths.iter().enumerate() {
        row.extend(std::iter::repeat_n(colours[i % colours.len()], *n));
    }
    let width = row.len() as u32;
    let image = RgbImage::from_fn(width, 3, |x, y| {
        // The rows shifted by one pixel each: a run that ends a row goes on in the next.
        image::Rgb(row[(x as usize + y as usize) % row.len()])
    });
    let palette = Palette::of(&image);
    let frame = Indexer::new(&palette).frame(&image);
    let drawn: Vec<[u8; 3]> = frame.iter().map(|i| palette.colour(*i)).collect();
    let expected: Vec<[u8; 3]> = image.pixels().map(|p| p.0).collect();
    assert_eq!(drawn, expected);
}

#[test]
fn a_few_colours_are_kept_exactly() {
    let image = RgbImage::from_fn(4, 4, |x, _| image::Rgb([x as u8 * 60, 0, 9]));
    let palette = Palette::of(&image);
    assert_eq!(palette.len(), 4);
    let mut indexer = Indexer::new(&palette);
    for (i, p) in indexer.frame(&image).iter().zip(image.pixels()) {
        assert_eq!(palette.colour(*i), p.0);
    }
}

#[test]
fn the_nearest_colour_is_the_one_a_search_of_every_colour_finds() {
    let rgb: Vec<u8> = (0..200u32)
        .flat_map(|i| {
            [
                (i * 37 % 256) as u8,
                (i * 91 % 256) as u8,
                (i * 13 % 256) as u8,
            ]
        })
        .collect();
    let palette = Palette::from_rgb(rgb);
    for n in 0..3000u32 {
        let c = [
            (n * 7 % 256) as u8,
            (n * 53 % 256) as u8,
            (n * 101 % 256) as u8,
        ];
        let brute = (0..palette.len())
            .min_by_key(|&i| {
                let p = palette.colour(i as u8);
                let d = |k: usize| (i32::from(p[k]) - i32::from(c[k])).pow(2);
                2 * d(0) + 4 * d(1) + 3 * d(2)
            })
            .unwrap() as u8;
        assert_eq!(palette.nearest(c), brute, "{c:?}");
    }
}

#[test]
fn the_changed_box_holds_every_change_and_no_more() {
    let before = vec![0u8; 4 * 3];
    let mut after = before.clone();
    assert_eq!(changed_box(&before, &after, 4, 3), (0, 0, 1, 1));
    after[4 + 1] = 1; // (1, 1)
    after[2 * 4 + 2] = 1; // (2, 2)
    assert_eq!(changed_box(&before, &after, 4, 3), (1, 1, 2, 2));
}

/// A frame of what changed shows its box of the later indices, those that did not change as the
/// "unchanged" index.
#[test]
fn a_frame_of_changes_marks_what_stayed_unchanged() {
    let before = vec![0u8; 4 * 3];
    let mut after = before.clone();
    after[4 + 1] = 1;
    after[2 * 4 + 2] = 2;
    let changed = changed_box(&before, &after, 4, 3);
    assert_eq!(changes(&before, &after, 4, changed, 9), vec![1, 9, 9, 2]);
}

DROP TABLE user_blocks;
DROP TABLE messages;
DROP TABLE conversations;
